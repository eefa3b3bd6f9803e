import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** The product name with its "beta" mark (the product is labelled as a beta). */
export const Brand = ({ compact = false }: { compact?: boolean }) => {
  const translate = useTranslate();
  return (
    <Box
      component={Link}
      to="/"
      aria-label={translate('app.name')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        flexShrink: 0,
        minWidth: 0,
      }}
    >
      <StorefrontIcon color="primary" />
      {!compact && (
        <>
          <Typography
            variant="h6"
            component="span"
            noWrap
            sx={{ fontSize: '1.05rem', fontWeight: 700 }}
          >
            {translate('app.name')}
          </Typography>
          <Chip
            label={translate('app.beta')}
            size="small"
            color="primary"
            variant="outlined"
            sx={{ height: 18, fontSize: '0.65rem', fontWeight: 700, textTransform: 'uppercase' }}
          />
        </>
      )}
    </Box>
  );
};
