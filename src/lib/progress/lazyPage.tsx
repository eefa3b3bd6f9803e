import { lazy, Suspense, useState, type ComponentType } from 'react';
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
  let loaded: ComponentType<P> | null = null;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Page = lazy(() => preload().then((component) => ({ default: component })));
  const LazyPage = (props: P) => {
    // Code already here (start-up waits for it): the page itself, with no suspended first render.
    // Chosen once per mount, so that a page shown through `lazy` is never remounted.
    const [Shown] = useState(() => loaded ?? Page);
    return (
      <Suspense fallback={<RouteProgress />}>
        <Shown {...props} />
      </Suspense>
    );
  };
  return Object.assign(LazyPage, { preload });
}

const pages: { path: string; preload: () => Promise<unknown> }[] = [];

/** Says which lazy page `path` (a route pattern) shows, for `preloadPage`. */
export function registerPage(path: string, page: { preload: () => Promise<unknown> }) {
  pages.push({ path, preload: page.preload });
}

/**
 * Starts loading the code of the page at `pathname`, if it is a registered lazy one: start-up
 * (src/startup.ts) calls it so that the page's code arrives while the session and the language load,
 * not after them (one round trip less on a deep link or a reload). Settles when it has loaded or
 * failed: the page itself reports a failed load.
 */
export function preloadPage(pathname: string): Promise<void> {
  const page = pages.find(({ path }) => matchPath(path, pathname));
  return Promise.resolve(page?.preload()).then(
    () => {},
    () => {},
  );
}
