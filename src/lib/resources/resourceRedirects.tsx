import type { Identifier } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';

interface SpecPaths {
  list: string;
  create?: string;
  edit?: (id: Identifier) => string;
  show?: (id: Identifier) => string;
}

/**
 * Components for a `<Resource>` whose real screens live at the spec's URLs (mounted in
 * `<CustomRoutes>`): react-admin's own paths (`/general-regs`, `/general-regs/7`) keep
 * working for default links and redirects, and lead to the spec's screens.
 * See docs/routing.md.
 */
export function resourceRedirects(paths: SpecPaths) {
  const ToList = () => <Navigate to={paths.list} replace />;
  const ToCreate = () => <Navigate to={paths.create ?? paths.list} replace />;
  const withId = (target?: (id: Identifier) => string) => {
    const ToRecord = () => {
      const { id } = useParams();
      return <Navigate to={id && target ? target(id) : paths.list} replace />;
    };
    return ToRecord;
  };
  return {
    list: ToList,
    ...(paths.create ? { create: ToCreate } : {}),
    ...(paths.edit ? { edit: withId(paths.edit) } : {}),
    ...(paths.show ? { show: withId(paths.show) } : {}),
  };
}
