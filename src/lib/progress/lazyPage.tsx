import { lazy, Suspense, type ComponentType } from 'react';
import { RouteProgress } from './RouteProgress';

/**
 * A lazily loaded page whose loading shows the top progress bar:
 * `lazyPage(() => import('./OrderEdit').then((m) => m.OrderEdit))`.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  const LazyPage = (props: P) => (
    <Suspense fallback={<RouteProgress />}>
      <Page {...props} />
    </Suspense>
  );
  return LazyPage;
}
