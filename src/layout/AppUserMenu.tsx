import Box from '@mui/material/Box';
import { UserMenu, useGetIdentity } from 'react-admin';

/**
 * react-admin's user menu, its name cut with an ellipsis when the app bar is short of room
 * (the full name as tooltip, and in the menu drawer below `md`).
 */
export const AppUserMenu = () => {
  const { identity } = useGetIdentity();
  return (
    <Box
      title={identity?.fullName}
      sx={{
        minWidth: 0,
        flexShrink: 1,
        '& .RaUserMenu-userButton': {
          display: 'block',
          maxWidth: { xs: 160, lg: 220 },
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          '& .MuiButton-startIcon': { display: 'inline-flex', verticalAlign: 'middle' },
        },
      }}
    >
      <UserMenu />
    </Box>
  );
};
