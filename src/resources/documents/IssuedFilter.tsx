import { SelectInput } from 'react-admin';
import { useListFilterValue } from '../../lib/list/lazyFilter';

const CHOICES = [
  { id: 'true', name: 'resources.documents.issued_choices.issued' },
  { id: 'false', name: 'resources.documents.issued_choices.draft' },
];

/** Invoices and notes: issued or draft. Loaded when shown (`lazyFilter`). */
export default function IssuedFilter({ source, label }: { source: string; label: string }) {
  useListFilterValue(source);
  return <SelectInput source={source} label={label} choices={CHOICES} />;
}
