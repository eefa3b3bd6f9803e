import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { setNavigator, setPathSource } from '../../providers/navigator';

/**
 * Lets code outside React follow the router: the httpClient's redirects (401, no company)
 * go through react-router without a reload, and `currentPath()` reads the router's location.
 * Render it inside the router, before the app.
 */
export const NavigatorBridge = () => {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => setNavigator((to) => navigate(to, { replace: true })), [navigate]);
  useEffect(() => setPathSource(() => pathname + search), [pathname, search]);
  return null;
};
