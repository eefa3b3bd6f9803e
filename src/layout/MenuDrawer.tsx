import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useGetIdentity, useSidebarState } from 'react-admin';
import type { AppIdentity } from '../providers/sessionModel';
import { SIDEBAR_WIDTH } from '../theme/constants';
import { Brand } from './Brand';

/** Who and where, in full: the app bar of a narrow window shows only icons for them. */
const MenuIdentity = () => {
  const { identity } = useGetIdentity();
  const user = identity as AppIdentity | undefined;
  if (!user) return null;
  return (
    <Box data-testid="menu-identity" sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      {user.companyName && (
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          <bdi>{user.companyName}</bdi>
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <bdi>{user.fullName}</bdi>
      </Typography>
    </Box>
  );
};

/** The menu as a drawer over the page (below `md`), brand and identity on top. */
export const MenuDrawer = ({ children }: { children: ReactNode }) => {
  const [open, setOpen] = useSidebarState();
  // Closed on the first render: the stored state may still be a wide window's "open" until
  // useMenuDrawer closes it, and a drawer opened for an instant leaves the page aria-hidden.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer
      variant="temporary"
      open={open && mounted}
      onClose={() => setOpen(false)}
      className="app-sidebar"
      slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, maxWidth: '85vw' } } }}
    >
      <Box sx={{ height: 48, display: 'flex', alignItems: 'center', px: 2, flexShrink: 0 }}>
        <Brand />
      </Box>
      <MenuIdentity />
      {children}
    </Drawer>
  );
};
