import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Decimal from 'decimal.js';
import { useEffect } from 'react';
import { useGetList, useLocale, useTranslate } from 'react-admin';
import { useController, useFormState, useWatch } from 'react-hook-form';
import { BATCH_METHODS, type BatchKind } from '../../../contract/bank-batches';
import { MAX_PER_PAGE } from '../../../contract/constants';
import type { Instalment } from '../../../contract/instalments';
import { Ltr } from '../../lib/bidi/Bidi';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/decimal';
import { DocumentLink } from '../documents/DocumentLink';

const t = (name: string) => `resources.bank-batches.candidates.${name}`;
const column = (name: string) => `resources.instalments.fields.${name}`;

/** The open instalments a batch of `kind` can take, due in the range, oldest first. */
function useCandidates(kind: BatchKind, dueFrom?: string, dueTo?: string) {
  const { data, isPending } = useGetList<Instalment>('instalments', {
    filter: {
      method: BATCH_METHODS[kind].join(','),
      state: 'open,partly_paid,unpaid',
      due_from: dueFrom || undefined,
      due_to: dueTo || undefined,
    },
    sort: { field: 'due_date', order: 'ASC' },
    pagination: { page: 1, perPage: MAX_PER_PAGE },
  });
  return { candidates: data ?? [], isPending };
}

/**
 * The batch form's instalments: those of the kind's methods due in the range, all chosen at
 * first; each can be left out. The totals say what goes to the bank. The server's refusal of
 * one (a customer without a bank or a mandate) is shown on its row.
 */
export const CandidateInputs = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const kind = (useWatch({ name: 'kind' }) ?? 'riba') as BatchKind;
  const dueFrom = useWatch({ name: 'due_from' }) as string | undefined;
  const dueTo = useWatch({ name: 'due_to' }) as string | undefined;
  const { candidates, isPending } = useCandidates(kind, dueFrom, dueTo);
  const { field } = useController({ name: 'instalment_ids', defaultValue: [] });
  const { errors } = useFormState({ name: 'instalment_ids' });
  const chosen = new Set((field.value ?? []) as number[]);
  const ids = candidates.map((c) => c.id).join(',');
  // A new range or kind chooses all of its instalments again.
  useEffect(() => {
    field.onChange(ids ? ids.split(',').map(Number) : []);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids]);
  const toggle = (id: number) =>
    field.onChange(chosen.has(id) ? [...chosen].filter((c) => c !== id) : [...chosen, id]);
  const picked = candidates.filter((c) => chosen.has(c.id));
  const total = picked.reduce((sum, c) => sum.plus(c.open), new Decimal(0)).toFixed(2);
  // The server keys a refusal by the instalment's place in what was sent.
  const sent = (field.value ?? []) as number[];
  const refusals = errors.instalment_ids as unknown as
    Record<string, { message?: string }> | undefined;
  const errorOf = (id: number) => refusals?.[sent.indexOf(id)]?.message;
  const money = (value: string) => <Ltr>{formatMoney(value, locale, 2)}</Ltr>;
  return (
    <Box component="section" sx={{ width: '100%', mt: 2 }} aria-labelledby="candidates-title">
      <Typography variant="subtitle1" component="h2" id="candidates-title">
        {translate(t('title'))}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="batch-totals">
        {translate(t('chosen'), {
          smart_count: picked.length,
          total: formatMoney(total, locale, 2),
        })}
      </Typography>
      {!isPending && !candidates.length && (
        <Typography variant="body2">{translate(t(`none_${kind}`))}</Typography>
      )}
      {candidates.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate(t('title'))}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>{translate(column('due_date'))}</TableCell>
                <TableCell>{translate(column('customer'))}</TableCell>
                <TableCell>{translate(column('document'))}</TableCell>
                <TableCell align="right">{translate(column('open'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {candidates.map((c) => {
                const error = errorOf(c.id);
                return (
                  <TableRow key={c.id} data-testid="batch-candidate" selected={chosen.has(c.id)}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={chosen.has(c.id)}
                        onChange={() => toggle(c.id)}
                        slotProps={{
                          input: {
                            'aria-label': translate(t('choose'), {
                              document: c.document.number ?? '',
                              position: c.position,
                            }),
                          },
                        }}
                      />
                    </TableCell>
                    <TableCell>
                      <Ltr>{formatDate(c.due_date, locale)}</Ltr>
                    </TableCell>
                    <TableCell>
                      {c.customer.name}
                      {error && (
                        <Typography variant="caption" color="error" component="div" role="alert">
                          {translate(error, { _: error })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <DocumentLink document={c.document} />
                    </TableCell>
                    <TableCell align="right">{money(c.open)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
};
