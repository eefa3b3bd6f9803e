import { isCommercial } from '../../../contract/document-types';
import { SearchInput, SelectArrayInput } from 'react-admin';
import type { DocumentType } from '../../../contract/documents';
import { DateFilterInput } from '../../lib/DateFilterInput';
import { lazyFilter } from '../../lib/list/lazyFilter';
import { statusChoices, statusFilterValue } from './documentModel';
import { hasSdi, sdiChoices } from './sdi/sdiModel';

const field = (name: string) => `resources.documents.fields.${name}`;

// The filters that are not always on load when shown: the customer and article ones (an
// autocomplete, about 16 kB gzip) and the invoices' issued-or-draft select (2 kB).
const ReferenceFilter = lazyFilter(() => import('./ReferenceFilter'));
const IssuedFilter = lazyFilter(() => import('./IssuedFilter'));

/**
 * The list's filters. Search, document dates and statuses are always on; customer, article,
 * issued or draft (invoices and notes) and shipping dates come from "Aggiungi filtro", or by themselves when the URL holds them
 * (a dashboard's link: `documentPaths.filtered`). The customer and article show their
 * resource's `recordRepresentation`, never an id.
 */
export const documentFilters = (type: DocumentType) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <DateFilterInput key="date_from" source="date_from" label={field('date_from')} alwaysOn />,
  <DateFilterInput key="date_to" source="date_to" label={field('date_to')} alwaysOn />,
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
  <ReferenceFilter
    key="customer_id"
    source="customer_id"
    reference="customers"
    sort={{ field: 'registry_code', order: 'ASC' }}
    label={field('customer_id')}
  />,
  <ReferenceFilter
    key="article_id"
    source="article_id"
    reference="articles"
    sort={{ field: 'code', order: 'ASC' }}
    label={field('article_id')}
  />,
  ...(isCommercial(type)
    ? []
    : [<IssuedFilter key="issued" source="issued" label={field('issued')} />]),
  <DateFilterInput key="shipping_from" source="shipping_from" label={field('shipping_from')} />,
  <DateFilterInput key="shipping_to" source="shipping_to" label={field('shipping_to')} />,
  ...(hasSdi(type)
    ? [
        <SelectArrayInput
          key="sdi_status"
          source="sdi_status"
          label="resources.documents.sdi.status"
          choices={sdiChoices()}
          format={statusFilterValue}
          sx={{ minWidth: 200 }}
        />,
      ]
    : []),
];
