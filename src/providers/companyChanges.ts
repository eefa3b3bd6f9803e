import { sharedCompanyOf } from './storage';

/**
 * News that the session's active company is no longer the one this tab shows: a request was
 * refused with 409 `company_changed` (httpClient), or another tab selected a company (a
 * `storage` event). `layout/CompanySync.tsx` listens and brings the tab up to date.
 */
export interface CompanyChange {
  /** The session's active company now. */
  companyId: number;
  source: 'request' | 'other-tab';
}

type Listener = (change: CompanyChange) => void;

const listeners = new Set<Listener>();

/** Called by the httpClient on a 409 `company_changed`. */
export function announceCompanyChange(change: CompanyChange): void {
  for (const listener of listeners) listener(change);
}

/** Subscribes to both kinds of news; returns the unsubscribe function. */
export function onCompanyChange(listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    const companyId = sharedCompanyOf(event);
    if (companyId !== null) listener({ companyId, source: 'other-tab' });
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
