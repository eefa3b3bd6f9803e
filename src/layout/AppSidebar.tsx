import { Sidebar, type SidebarProps } from 'react-admin';
import { MenuDrawer } from './MenuDrawer';
import { useMenuDrawer } from './useMenuDrawer';

/** `main-layout`'s sidebar: react-admin's from `md` up, a drawer below. */
export const AppSidebar = ({ children, ...props }: SidebarProps) => {
  const drawer = useMenuDrawer();
  if (drawer) return <MenuDrawer>{children}</MenuDrawer>;
  return <Sidebar {...props}>{children}</Sidebar>;
};
