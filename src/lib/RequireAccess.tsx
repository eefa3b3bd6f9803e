import type { ReactNode } from 'react';
import { CanAccess } from 'react-admin';
import { AccessDeniedPage } from '../pages/errors/StatusPages';

/**
 * A screen the user's role must be allowed to open (react-admin's `<CanAccess>`): else the
 * 403 page, at the same URL, naming the role. For screens react-admin's controllers do not
 * guard themselves (pages of their own, one type of documents).
 */
export const RequireAccess = ({
  resource,
  action,
  children,
}: {
  resource: string;
  action: string;
  children: ReactNode;
}) => (
  <CanAccess resource={resource} action={action} accessDenied={<AccessDeniedPage />}>
    {children}
  </CanAccess>
);
