import { AutocompleteInput, ReferenceInput, type SortPayload } from 'react-admin';
import { useListFilterValue } from '../../lib/list/lazyFilter';

export interface ReferenceFilterProps {
  source: string;
  reference: string;
  sort: SortPayload;
  label: string;
  /** Shown without "Aggiungi filtro" (react-admin's filter form reads it). */
  alwaysOn?: boolean;
}

const byText = (q: string) => ({ q });

/**
 * A filter by a customer or an article: an autocomplete of the resource's representations.
 * Loaded when shown (`lazyFilter`).
 */
export default function ReferenceFilter({
  label,
  alwaysOn: _alwaysOn,
  ...props
}: ReferenceFilterProps) {
  useListFilterValue(props.source);
  return (
    <ReferenceInput {...props}>
      <AutocompleteInput label={label} filterToQuery={byText} sx={{ minWidth: 280 }} />
    </ReferenceInput>
  );
}
