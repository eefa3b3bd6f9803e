import { Route } from 'react-router-dom';
import type { AppArea } from '../../lib/resources/defineResource';
import { lazyPage } from '../../lib/progress/lazyPage';
import { PASSWORD_PATH } from './paths';

const PasswordPage = lazyPage(() => import('./PasswordPage').then((m) => m.PasswordPage));

/** One's own account: the password page (from the user menu; no sidebar link). */
export const account: AppArea = {
  routes: [<Route key={PASSWORD_PATH} path={PASSWORD_PATH} element={<PasswordPage />} />],
  menu: [],
};
