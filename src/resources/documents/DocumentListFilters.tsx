import { lazy, Suspense } from 'react';
import { SearchInput, SelectArrayInput, SelectInput } from 'react-admin';
import type { DocumentType } from '../../../contract/documents';
import { DateFilterInput } from '../../lib/DateFilterInput';
import { statusChoices, statusFilterValue } from './documentModel';
import type { ReferenceFilterProps } from './ReferenceFilter';
import { hasSdi, sdiChoices } from './sdi/sdiModel';

const field = (name: string) => `resources.documents.fields.${name}`;

// The customer and article filters (an autocomplete, about 16 kB gzip) load when shown.
const ReferenceFilterInput = lazy(() => import('./ReferenceFilter'));
const ReferenceFilter = (props: ReferenceFilterProps) => (
  <Suspense fallback={null}>
    <ReferenceFilterInput {...props} />
  </Suspense>
);

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
