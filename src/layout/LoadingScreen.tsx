import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** Full-area loading state: while the session initialises or a guard checks access. */
export const LoadingScreen = () => {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      sx={{
        minHeight: '60vh',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress size={32} />
      <Typography variant="body2" color="text.secondary">
        {translate('app.loading')}
      </Typography>
    </Box>
  );
};
