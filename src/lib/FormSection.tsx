import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A titled group of form fields on a responsive grid (1, 2 or 3 columns). */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%', minWidth: 0 }}>
      <Typography
        component="legend"
        variant="subtitle2"
        color="text.secondary"
        sx={{ mb: 0.5, fontWeight: 600 }}
      >
        {translate(title)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            md: 'repeat(2, minmax(0, 1fr))',
            xl: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {children}
      </Box>
    </Box>
  );
};
