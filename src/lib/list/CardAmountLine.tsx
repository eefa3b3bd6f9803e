import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { RecordContextProvider, useLocale, type RaRecord } from 'react-admin';
import { formatMoney } from '../decimal';

/**
 * A card's second line on a narrow list: what leads it, the record's state chip, and an amount
 * pushed to the line's end (beside a long name it would run into it: "Costa S.p.A.4.502,54 €").
 */
export const CardAmountLine = ({
  record,
  chip,
  amount,
  children,
}: {
  record: RaRecord;
  chip: ReactNode;
  amount: string;
  children?: ReactNode;
}) => {
  const locale = useLocale();
  return (
    <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      {children}
      <RecordContextProvider value={record}>{chip}</RecordContextProvider>
      <Box
        component="span"
        sx={{ marginInlineStart: 'auto', color: 'text.primary', whiteSpace: 'nowrap' }}
      >
        {formatMoney(amount, locale, 2)}
      </Box>
    </Box>
  );
};
