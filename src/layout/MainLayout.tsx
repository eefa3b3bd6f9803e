import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppError } from '../pages/errors/AppError';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { layoutSx } from './layoutSx';

/** `main-layout`: react-admin's standard layout, app bar on top and the sidebar below it
 * (a drawer below `md`). */
export const MainLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AppAppBar} sidebar={AppSidebar} menu={AppMenu} error={AppError} sx={layoutSx}>
    {children}
  </Layout>
);
