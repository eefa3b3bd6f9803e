import {
  AutocompleteInput,
  ReferenceInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
} from 'react-admin';
import type { DocumentType } from '../../../contract/documents';
import { DateInput } from '../../lib/DateInput';
import { statusChoices, statusFilterValue } from './documentModel';

const field = (name: string) => `resources.documents.fields.${name}`;
const byText = (q: string) => ({ q });

/**
 * The list's filters. Search, document dates and statuses are always on; customer, article,
 * issued or draft (invoices and notes) and shipping dates come from "Aggiungi filtro", or by themselves when the URL holds them
 * (a dashboard's link: `documentPaths.filtered`). The customer and article show their
 * resource's `recordRepresentation`, never an id.
 */
export const documentFilters = (type: DocumentType) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <DateInput key="date_from" source="date_from" label={field('date_from')} alwaysOn />,
  <DateInput key="date_to" source="date_to" label={field('date_to')} alwaysOn />,
  <SelectArrayInput
    key="status"
    source="status"
    label={field('status')}
    choices={statusChoices(type)}
    // One status (`3`) or several (`[1, 2, 3]`) in the URL: always a list. SelectArrayInput's
    // own wrapping would drop a lone `0` ("to confirm"), a falsy value.
    format={statusFilterValue}
    sx={{ minWidth: 200 }}
    alwaysOn
  />,
  <ReferenceInput
    key="customer_id"
    source="customer_id"
    reference="customers"
    sort={{ field: 'registry_code', order: 'ASC' }}
  >
    <AutocompleteInput label={field('customer_id')} filterToQuery={byText} sx={{ minWidth: 280 }} />
  </ReferenceInput>,
  <ReferenceInput
    key="article_id"
    source="article_id"
    reference="articles"
    sort={{ field: 'code', order: 'ASC' }}
  >
    <AutocompleteInput label={field('article_id')} filterToQuery={byText} sx={{ minWidth: 280 }} />
  </ReferenceInput>,
  ...(type === 'order'
    ? []
    : [
        <SelectInput
          key="issued"
          source="issued"
          label={field('issued')}
          choices={[
            { id: 'true', name: 'resources.documents.issued_choices.issued' },
            { id: 'false', name: 'resources.documents.issued_choices.draft' },
          ]}
        />,
      ]),
  <DateInput key="shipping_from" source="shipping_from" label={field('shipping_from')} />,
  <DateInput key="shipping_to" source="shipping_to" label={field('shipping_to')} />,
];
