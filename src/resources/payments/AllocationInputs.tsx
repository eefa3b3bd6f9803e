import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Button, useGetList, useLocale, useTranslate } from 'react-admin';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { Instalment } from '../../../contract/instalments';
import { formatMoney } from '../../lib/decimal';
import { AllocationTable } from './AllocationTable';
import { allocationTotals, openOf, spread, type Amounts } from './allocationModel';

const t = (name: string) => `resources.payments.allocations.${name}`;

/** A customer's open instalments, oldest due first (a payment settles at most 1,000). */
export function useOpenInstalments(customerId: unknown) {
  const { data, isPending } = useGetList<Instalment>(
    'instalments',
    {
      filter: { customer_id: customerId },
      sort: { field: 'due_date', order: 'ASC' },
      pagination: { page: 1, perPage: 100 },
    },
    { enabled: Boolean(customerId) },
  );
  return { instalments: (data ?? []).filter((i) => i.state !== 'presented'), isPending };
}

/**
 * The payment form's allocations: the chosen customer's open instalments with what to give
 * each, the totals against the amount, "spread from the oldest". Instalments the ledger sent
 * (`instalment_ids`) start at their open amount, and the amount at their sum.
 */
export const AllocationInputs = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const customerId = useWatch({ name: 'customer_id' });
  const amount = useWatch({ name: 'amount' }) as string | undefined;
  const { getValues, setValue } = useFormContext();
  const { field } = useController({ name: 'amounts', defaultValue: {} });
  const amounts = (field.value ?? {}) as Amounts;
  const { instalments, isPending } = useOpenInstalments(customerId);
  const prefilled = useRef(false);
  useEffect(() => {
    const ids = getValues('instalment_ids') as number[] | undefined;
    if (prefilled.current || !ids?.length || !instalments.length) return;
    prefilled.current = true;
    const chosen = openOf(instalments, ids);
    field.onChange(chosen);
    if (!getValues('amount')) {
      setValue('amount', allocationTotals(undefined, chosen).allocated, { shouldDirty: true });
    }
  }, [instalments, field, getValues, setValue]);
  const totals = allocationTotals(amount, amounts);
  const money = (value: string) => formatMoney(value, locale, 2);
  return (
    <Box component="section" sx={{ width: '100%', mt: 2 }} aria-labelledby="allocations-title">
      <Typography variant="subtitle1" component="h2" id="allocations-title">
        {translate(t('title'))}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(customerId ? t('hint') : t('choose_customer'))}
      </Typography>
      {customerId && !isPending && !instalments.length && (
        <Typography variant="body2">{translate(t('none'))}</Typography>
      )}
      {instalments.length > 0 && (
        <>
          <Box sx={{ display: 'flex', gap: 1, mb: 1, flexWrap: 'wrap' }}>
            <Button
              label={t('spread')}
              variant="outlined"
              onClick={() => field.onChange(spread(amount, instalments))}
            />
            <Button label={t('clear')} onClick={() => field.onChange({})} />
          </Box>
          <Box sx={{ overflowX: 'auto' }}>
            <AllocationTable
              instalments={instalments}
              amounts={amounts}
              onChange={field.onChange}
            />
          </Box>
          <Typography variant="body2" sx={{ mt: 1 }} role="status" data-testid="allocation-totals">
            {translate(t('assigned'), {
              assigned: money(totals.allocated),
              amount: money(amount || '0'),
            })}
            {' · '}
            {Number(totals.over) > 0 ? (
              <Typography component="span" variant="body2" color="error">
                {translate(t('over'), { over: money(totals.over) })}
              </Typography>
            ) : (
              translate(t('left'), { left: money(totals.left) })
            )}
          </Typography>
        </>
      )}
    </Box>
  );
};
