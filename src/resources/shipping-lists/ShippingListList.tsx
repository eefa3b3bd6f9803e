import {
  FilterButton,
  SearchInput,
  SelectInput,
  TopToolbar,
  useLocale,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { z } from 'zod';
import type { shippingListItem } from '../../../contract/shipping-lists';
import { formatDecimal } from '../../lib/decimal';
import { DateFilterInput } from '../../lib/DateFilterInput';
import { AppDataTable } from '../../lib/list/AppDataTable';
import { AppList } from '../../lib/list/AppList';
import { ExportMenuButton } from '../../lib/list/export/ExportMenuButton';
import { PrintButton } from '../../lib/list/PrintButton';
import { TableOptionsButton } from '../../lib/list/TableOptionsButton';
import { formatDate } from '../documents/documentModel';
import { InvoiceStatus } from './InvoiceStatus';
import { NewShippingListButton } from './NewShippingListButton';
import { ListStatusChip } from './ShippingChips';
import { ShippingListDeleteButton } from './ShippingListDeleteButton';
import { listNumber, listStatusChoices } from './shippingListModel';
import { shippingPaths } from './paths';

type ShippingListRow = z.infer<typeof shippingListItem>;
const field = (name: string) => `shipping.fields.${name}`;
const Col = AppDataTable.Col<ShippingListRow>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <DateFilterInput key="from" source="date_from" label={field('date_from')} alwaysOn />,
  <DateFilterInput key="to" source="date_to" label={field('date_to')} alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label={field('status')}
    choices={listStatusChoices()}
    emptyText={field('all_statuses')}
    alwaysOn
  />,
];

const ListActions = () => (
  <TopToolbar className="no-print" sx={{ flexWrap: 'wrap' }}>
    <FilterButton />
    <NewShippingListButton />
    <TableOptionsButton />
    <ExportMenuButton />
    <PrintButton />
  </TopToolbar>
);

/**
 * `/shipping/list`: the DDTs (shipping lists), newest first, with their customer and whether
 * they are invoiced; search (number, customer, carrier, notes), date range and status
 * filters; "Nuova lista" creates one, a row opens its edit page, an open list can be deleted.
 */
export const ShippingListList = () => {
  const locale = useLocale();
  const translate = useTranslate();
  return (
    <AppList
      resource="shipping-lists"
      title={translate('shipping.title')}
      filters={filters}
      sort={{ field: 'date', order: 'DESC' }}
      actions={<ListActions />}
      empty={false}
    >
      <AppDataTable<ShippingListRow>
        rowClick={(id: Identifier) => shippingPaths.edit(id)}
        bulkActionButtons={false}
      >
        <Col
          source="number"
          label={field('number')}
          sx={{ whiteSpace: 'nowrap' }}
          render={(record) => listNumber(record) ?? translate('shipping.to_confirm')}
        />
        <Col
          source="date"
          label={field('date')}
          render={(record) => formatDate(record.date, locale)}
        />
        <Col
          source="customer"
          label={field('customer')}
          render={(record) => record.customer?.name ?? ''}
        />
        <Col source="carrier" label={field('carrier')} />
        <Col source="status" label={field('status')} field={ListStatusChip} />
        <Col source="invoice" label={field('invoicing')} disableSort>
          <InvoiceStatus chip />
        </Col>
        <Col source="item_count" label={field('item_count')} align="right" disableSort />
        <Col source="parcels" label={field('parcels')} align="right" disableSort />
        <Col
          source="weight"
          label={field('weight')}
          align="right"
          disableSort
          render={(record) => formatDecimal(record.weight, locale)}
        />
        <Col label=" " className="no-print" align="right">
          <ShippingListDeleteButton compact />
        </Col>
      </AppDataTable>
    </AppList>
  );
};
