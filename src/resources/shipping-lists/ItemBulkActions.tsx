import { guarded } from '../../lib/useCan';
import LabelIcon from '@mui/icons-material/LocalOffer';
import PrintIcon from '@mui/icons-material/Print';
import MenuItem from '@mui/material/MenuItem';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import {
  LABEL_FORMATS,
  type LabelFormat,
  type ShippingItem,
  type ShippingList,
} from '../../../contract/shipping-lists';
import type { AppDataProvider } from '../../providers/dataProvider';
import { bulkStatuses, labelStatusKey, printableLabelIds } from './labelModel';
import { isConfirmed } from './shippingListModel';
import { useShippingListCache } from './useShippingListCache';
import { MenuButton } from '../../lib/MenuButton';
import { useOpenPdf } from '../../lib/useOpenPdf';
import { useNotifyError } from '../../lib/useNotifyError';

/** The selected items of the grid (react-admin's bulk selection). */
function useSelectedItems() {
  const { data, selectedIds, onUnselectItems } = useListContext<ShippingItem>();
  const selected = (data ?? []).filter((item) => selectedIds.includes(item.id));
  return { selected, onUnselectItems };
}

/** "Stato etichetta": only the statuses every selected label may take (all or nothing). */
const BulkLabelStatusButtonShown = ({ list }: { list: ShippingList }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { reload } = useShippingListCache();
  const { selected, onUnselectItems } = useSelectedItems();
  const statuses = bulkStatuses(selected, isConfirmed(list));

  const apply = async (status: number) => {
    try {
      await dataProvider.setLabelsStatus(
        selected.map((item) => item.label!.id),
        status,
      );
      notify('shipping.bulk.status_done', {
        type: 'success',
        messageArgs: { smart_count: selected.length },
      });
      onUnselectItems();
    } catch (error) {
      notifyError(error);
    }
    await reload(list.id);
  };

  return (
    <MenuButton label="shipping.bulk.status" icon={<LabelIcon />}>
      {(close) =>
        statuses.length === 0 ? (
          <MenuItem disabled>{translate('shipping.bulk.status_none')}</MenuItem>
        ) : (
          statuses.map((status) => (
            <MenuItem
              key={status}
              onClick={() => {
                close();
                void apply(status);
              }}
            >
              {translate(labelStatusKey(status) ?? String(status))}
            </MenuItem>
          ))
        )
      }
    </MenuButton>
  );
};

/**
 * "Stampa etichette": the selected items' labels as one PDF in the chosen format, opened in
 * a new tab as a blob URL; printing moves them to "stampata", so the grid is read again.
 */
export const BulkPrintLabelsButton = ({ list }: { list: ShippingList }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const openPdf = useOpenPdf();
  const { reload } = useShippingListCache();
  const { selected } = useSelectedItems();
  const ids = printableLabelIds(selected);

  const print = async (format: LabelFormat) => {
    await openPdf(() => dataProvider.labelsPdf(ids, format), 'shipping.bulk.print_failed');
    await reload(list.id);
  };

  return (
    <MenuButton label="shipping.bulk.print" icon={<PrintIcon />}>
      {(close) =>
        ids.length === 0 ? (
          <MenuItem disabled>{translate('shipping.bulk.print_none')}</MenuItem>
        ) : (
          LABEL_FORMATS.map((format) => (
            <MenuItem
              key={format}
              onClick={() => {
                close();
                void print(format);
              }}
            >
              {translate(`enums.label_format.${format}`)}
            </MenuItem>
          ))
        )
      }
    </MenuButton>
  );
};

/** The grid's bulk actions: a label status for the selected items, or print their labels. */
export const ItemBulkActions = ({ list }: { list: ShippingList }) => (
  <>
    <BulkLabelStatusButton list={list} />
    <BulkPrintLabelsButton list={list} />
  </>
);

/** For the roles that may: save on shipping-lists (docs/roles.md). */
export const BulkLabelStatusButton = guarded('shipping-lists', 'save', BulkLabelStatusButtonShown);
