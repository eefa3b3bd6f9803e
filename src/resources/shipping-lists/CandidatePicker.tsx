import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button, useDataProvider, useNotify, useTranslate, type HttpError } from 'react-admin';
import type { Candidate } from '../../../contract/shipping-lists';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ShippingItemResult } from './shippingMethods';
import { CandidateTable } from './CandidateTable';
import { ItemForm } from './ItemForm';
import { itemPayload, orderNumber, type ItemValues } from './shippingItemModel';

const t = (key: string) => `shipping.picker.${key}`;

/** `value` once it has stayed the same for `wait` ms (the search as the user pauses). */
function useDebouncedValue<T>(value: T, wait: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
  }, [value, wait]);
  return settled;
}

/** The server's reason for a refused item: its per-field message, else its message. */
export const itemErrorMessage = (error: unknown) => {
  const failure = error as Partial<HttpError> | undefined;
  const fields = failure?.body?.errors as Record<string, string> | undefined;
  return fields?.quantity || failure?.message || 'ra.notification.http_error';
};

/**
 * "Aggiungi righe": the order rows that can still be shipped (ready or packed, something
 * left), searchable; choose one, set quantity (at most what is left), parcels and weight,
 * add it, and go on with the next. The dialog stays open for a quick run of additions.
 */
export const CandidatePicker = ({
  listId,
  onAdded,
  onClose,
}: {
  listId: number;
  onAdded: (result: ShippingItemResult) => void;
  onClose: () => void;
}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<Candidate | null>(null);
  const candidates = useQuery({
    queryKey: ['shipping-lists', 'candidates', listId, q],
    queryFn: () => dataProvider.shippingCandidates(listId, { q, perPage: 100 }),
  });
  const add = useMutation({
    mutationFn: (values: ItemValues) =>
      dataProvider.addShippingItem(listId, chosen!.document_row_id, itemPayload(values)),
    onSuccess: (result) => {
      onAdded(result);
      notify(t('added'), { type: 'success' });
      setChosen(null);
      void candidates.refetch();
    },
    onError: (error) => notify(itemErrorMessage(error), { type: 'error' }),
  });
  const rows = candidates.data?.items ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="picker-title">
      <DialogTitle id="picker-title">{translate(t('title'))}</DialogTitle>
      <DialogContent>
        <TextField
          label={translate(t('search'))}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          fullWidth
          sx={{ my: 1 }}
        />
        {chosen && (
          <section aria-label={translate(t('choose'))}>
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              {`${orderNumber(chosen)} — ${chosen.customer.name} — ${chosen.article_code ?? ''} ${chosen.description}`}
            </Typography>
            <ItemForm
              key={chosen.document_row_id}
              limit={chosen.left}
              defaultValues={{ quantity: chosen.left, parcels: 1, weight: '' }}
              saving={add.isPending}
              saveLabel={t('add')}
              onSubmit={(values) => add.mutate(values)}
            />
          </section>
        )}
        {!candidates.isPending && rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {translate(t('empty'))}
          </Typography>
        ) : (
          <CandidateTable rows={rows} chosen={chosen} onChoose={setChosen} />
        )}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
};
