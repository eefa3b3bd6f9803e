/**
 * News that the API refused a call for the user's role (403): the role may have changed since
 * the profile was read (an owner demoted them). `layout/AccessSync.tsx` listens, reads the
 * profile again and asks react-admin's access checks anew, so the screens follow the role.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Called by the httpClient on a 403. */
export function announceAccessRefused(): void {
  for (const listener of listeners) listener();
}

export function onAccessRefused(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
