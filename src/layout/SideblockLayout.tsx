import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Layout, useSidebarState, type AppBarProps, type SidebarProps } from 'react-admin';
import { AppError } from '../pages/errors/AppError';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from '../theme/constants';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';
import { Brand } from './Brand';
import { MenuDrawer } from './MenuDrawer';
import { useMenuDrawer } from './useMenuDrawer';
import { layoutSx } from './layoutSx';

const useWidth = () => {
  const [open] = useSidebarState();
  return open ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH;
};

const widthTransition = (theme: Theme) =>
  theme.transitions.create(['width', 'margin'], { duration: theme.transitions.duration.shorter });

/** A full-height block: the brand at its top, the menu below; a drawer below `md`. */
const SideblockSidebar = ({ children }: SidebarProps) => {
  const [open] = useSidebarState();
  const width = useWidth();
  const drawer = useMenuDrawer();
  if (drawer) return <MenuDrawer>{children}</MenuDrawer>;
  const block = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        sx={{
          height: 48,
          display: 'flex',
          alignItems: 'center',
          px: 2,
          flexShrink: 0,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Brand compact={!open} />
      </Box>
      {children}
    </Box>
  );
  return (
    <Box className="app-sidebar" sx={{ width, flexShrink: 0, transition: widthTransition }}>
      <Box
        component="nav"
        sx={(theme) => ({
          position: 'fixed',
          top: 0,
          bottom: 0,
          left: 0,
          width,
          zIndex: theme.zIndex.appBar + 1,
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          transition: widthTransition(theme),
          overflow: 'hidden',
        })}
      >
        {block}
      </Box>
    </Box>
  );
};

/** The app bar spans only the content column, beside the sidebar block. */
const SideblockAppBar = (props: AppBarProps) => {
  const width = useWidth();
  return (
    <AppAppBar
      {...props}
      alwaysOn
      showBrand={false}
      sx={(theme) => ({
        [theme.breakpoints.up('md')]: {
          width: `calc(100% - ${width}px)`,
          transition: widthTransition(theme),
        },
      })}
    />
  );
};

/** `sideblock`: a full-height sidebar with the brand on top; the app bar sits above the content. */
export const SideblockLayout = ({ children }: { children: ReactNode }) => (
  <Layout
    appBar={SideblockAppBar}
    sidebar={SideblockSidebar}
    menu={AppMenu}
    error={AppError}
    appBarAlwaysOn
    sx={layoutSx}
  >
    {children}
  </Layout>
);
