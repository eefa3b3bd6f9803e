import { useGetIdentity } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { homeFor, SECTION_ROOTS, sectionTarget } from './redirects';

/** `/` (the Admin dashboard slot) -> the home of the user's role. */
export const HomeRedirect = () => {
  const { identity, isPending } = useGetIdentity();
  if (isPending) return null;
  return <Navigate to={homeFor(identity?.role ?? null)} replace />;
};

/** A section root -> its first screen the user's role may open. */
const SectionRedirect = ({ root }: { root: string }) => {
  const { identity, isPending } = useGetIdentity();
  if (isPending) return null;
  return <Navigate to={sectionTarget(root, identity?.role ?? null)} replace />;
};

/** Section roots that lead to their first screen. */
export const redirectRoutes = SECTION_ROOTS.map((root) => (
  <Route key={root} path={root} element={<SectionRedirect root={root} />} />
));
