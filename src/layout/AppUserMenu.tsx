import Box from '@mui/material/Box';
import KeyIcon from '@mui/icons-material/Key';
import { forwardRef } from 'react';
import { Logout, MenuItemLink, UserMenu, useGetIdentity, useUserMenu } from 'react-admin';
import { PASSWORD_PATH } from '../pages/account/paths';

/** "Cambia password" in the user menu, which it closes (react-admin's `useUserMenu`). */
const PasswordItem = forwardRef<HTMLAnchorElement>(function PasswordItem(props, ref) {
  const userMenu = useUserMenu();
  return (
    <MenuItemLink
      ref={ref}
      {...props}
      to={PASSWORD_PATH}
      primaryText="app.account.title"
      leftIcon={<KeyIcon />}
      onClick={() => userMenu?.onClose()}
    />
  );
});

/**
 * react-admin's user menu (one's password, sign out), its name cut with an ellipsis when the app bar is short of room
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
      <UserMenu>
        <PasswordItem />
        <Logout />
      </UserMenu>
    </Box>
  );
};
