import { Navigate, Route } from 'react-router-dom';
import { HOME_TARGET, REDIRECTS } from './redirects';

/** `/` (the Admin dashboard slot) -> the default home route. */
export const HomeRedirect = () => <Navigate to={HOME_TARGET} replace />;

/** Section roots that lead to their first screen. */
export const redirectRoutes = REDIRECTS.map(({ from, to }) => (
  <Route key={from} path={from} element={<Navigate to={to} replace />} />
));
