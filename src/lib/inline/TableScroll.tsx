import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Around a table that may be wider than a phone: the table scrolls sideways by itself, so the
 * page (and the form above it) stays put; `RowActionsCell` stays in view at its right end.
 */
export const TableScroll = ({ children }: { children: ReactNode }) => (
  <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>{children}</Box>
);
