import { lazy, Suspense, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { RouteProgress } from './RouteProgress';

/** A lazily loaded page; `preload()` fetches its code before it renders (start-up). */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A lazily loaded page whose loading shows the top progress bar:
 * `lazyPage(() => import('./OrderEdit').then((m) => m.OrderEdit))`.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => (loading ??= load());
  const Page = lazy(() => preload().then((component) => ({ default: component })));
  const LazyPage = (props: P) => (
    <Suspense fallback={<RouteProgress />}>
      <Page {...props} />
    </Suspense>
  );
  return Object.assign(LazyPage, { preload });
}

const pages: { path: string; preload: () => Promise<unknown> }[] = [];

/** Says which lazy page `path` (a route pattern) shows, for `preloadPage`. */
export function registerPage(path: string, page: { preload: () => Promise<unknown> }) {
  pages.push({ path, preload: page.preload });
}

/**
 * Starts loading the code of the page at `pathname`, if it is a registered lazy one: main.tsx
 * calls it at start-up so that the page's code arrives while the session and the language load,
 * not after them (one round trip less on a deep link or a reload).
 */
export function preloadPage(pathname: string) {
  const page = pages.find(({ path }) => matchPath(path, pathname));
  void page?.preload().catch(() => {}); // the page itself reports a failed load
}
