import { Navigate, Route } from 'react-router-dom';
import { NotAvailablePage } from '../pages/not-available/NotAvailablePage';
import { PLACEHOLDERS } from './placeholders';
import { HOME_TARGET, REDIRECTS } from './redirects';

/** `/` (the Admin dashboard slot) -> the default home route. */
export const HomeRedirect = () => <Navigate to={HOME_TARGET} replace />;

/** Section roots that lead to their first screen. */
export const redirectRoutes = REDIRECTS.map(({ from, to }) => (
  <Route key={from} path={from} element={<Navigate to={to} replace />} />
));

/** Screens of later issues: an honest "not available yet" page each. */
export const placeholderRoutes = PLACEHOLDERS.map(({ path, title }) => (
  <Route key={path} path={path} element={<NotAvailablePage title={title} />} />
));
