/**
 * Where code outside React (httpClient, authProvider) learns the current path and sends
 * the browser. By default the window's location and a full page load; once the router is
 * mounted, `routing/NavigatorBridge.tsx` plugs in react-router's location and `navigate`
 * (tests plug in spies).
 */
export type Navigate = (to: string) => void;

const defaultNavigate: Navigate = (to) => window.location.assign(to);
const windowPath = () => window.location.pathname + window.location.search;

let current: Navigate = defaultNavigate;
let routerPath: (() => string) | null = null;

/** Replaces the navigator; returns a function restoring the default one. */
export function setNavigator(navigate: Navigate): () => void {
  current = navigate;
  return () => {
    if (current === navigate) current = defaultNavigate;
  };
}

/** Makes `currentPath` read the router's location; returns a function undoing it. */
export function setPathSource(read: () => string): () => void {
  routerPath = read;
  return () => {
    if (routerPath === read) routerPath = null;
  };
}

export const navigateTo = (to: string): void => current(to);

/** The path the user is on, with its query string (what `?redirect=` carries). */
export const currentPath = (): string => (routerPath ?? windowPath)();
