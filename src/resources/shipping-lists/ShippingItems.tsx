import { useChangeable } from './useChangeable';
import AddIcon from '@mui/icons-material/PlaylistAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  Button,
  DataTable,
  ListContextProvider,
  useList,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LabelStatus } from '../../../contract/enums';
import type { ShippingItem, ShippingList } from '../../../contract/shipping-lists';
import { Isolated } from '../../lib/bidi/Bidi';
import { formatDecimal } from '../../lib/decimal';
import { CandidatePicker } from './CandidatePicker';
import { ItemBulkActions } from './ItemBulkActions';
import { ItemRowActions } from './ItemRowActions';
import { labelSummary } from './labelModel';
import { LabelStatusChip } from './ShippingChips';
import { orderNumber } from './shippingItemModel';
import { useShippingListCache } from './useShippingListCache';

const t = (key: string) => `shipping.items.${key}`;
const Col = DataTable.Col<ShippingItem>;

/** "3 righe, 5 colli; da stampare 1, ...": where the labels stand, above the grid. */
const Summary = ({ items }: { items: ShippingItem[] }) => {
  const translate = useTranslate();
  const summary = labelSummary(items);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2 }} data-testid="label-summary">
      <Isolated>
        {translate(t('summary'), {
          items: translate(t('items_count'), { smart_count: summary.items }),
          parcels: translate(t('parcels_count'), { smart_count: summary.parcels }),
          to_print: summary.byStatus[LabelStatus.to_print] ?? 0,
          printed: summary.byStatus[LabelStatus.printed] ?? 0,
          applied: summary.byStatus[LabelStatus.applied] ?? 0,
          missing: summary.missing,
        })}
      </Isolated>
    </Typography>
  );
};

/**
 * The list's items: "Aggiungi righe" (while open), the grid with each item's label status,
 * per-item actions (label, edit, remove while open) and react-admin bulk actions on the
 * selected items (label status, print their labels as one PDF).
 */
export const ShippingItems = () => {
  const record = useRecordContext<ShippingList>();
  const translate = useTranslate();
  const locale = useLocale();
  const { setList } = useShippingListCache();
  const [picking, setPicking] = useState(false);
  const items = record?.items ?? [];
  const listContext = useList({ data: items, perPage: 1000, resource: 'shipping-items' });
  const open = useChangeable(record);
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby="shipping-items" sx={{ pb: 2 }}>
      <Divider />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, pt: 2 }}>
        <Typography id="shipping-items" variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate(t('title'))}
        </Typography>
        {open && (
          <Button
            label="shipping.picker.button"
            variant="outlined"
            onClick={() => setPicking(true)}
          >
            <AddIcon />
          </Button>
        )}
      </Box>
      <Summary items={items} />
      {open && items.length > 0 && !labelSummary(items).ready && (
        <Alert severity="info" sx={{ mx: 2, mt: 1 }}>
          {translate('shipping.confirm.not_ready')}
        </Alert>
      )}
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {translate(t('empty'))}
        </Typography>
      ) : (
        <ListContextProvider value={listContext}>
          <DataTable<ShippingItem>
            rowClick={false}
            bulkActionButtons={<ItemBulkActions list={record} />}
            sx={{ px: 1 }}
          >
            <Col
              label={t('order')}
              render={(item) => orderNumber(item)}
              sx={{ whiteSpace: 'nowrap' }}
            />
            <Col
              label={t('article')}
              render={(item) => [item.article_code, item.description].filter(Boolean).join(' — ')}
            />
            <Col
              label={t('quantity')}
              align="right"
              render={(item) => formatDecimal(item.quantity, locale)}
            />
            <Col source="parcels" label={t('parcels')} align="right" disableSort />
            <Col
              label={t('weight')}
              align="right"
              render={(item) => formatDecimal(item.weight, locale)}
            />
            <Col source="label" label={t('label')} field={LabelStatusChip} disableSort />
            <Col label=" " align="right" className="no-print">
              <ItemRowActions listOpen={open} onChanged={setList} />
            </Col>
          </DataTable>
        </ListContextProvider>
      )}
      {picking && (
        <CandidatePicker
          listId={record.id}
          onAdded={(result) => setList(result.shipping_list)}
          onClose={() => setPicking(false)}
        />
      )}
    </Box>
  );
};
