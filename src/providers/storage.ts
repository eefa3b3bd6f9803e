/**
 * The browser storage keys the spec fixes, and tiny helpers around them.
 * Everything persistent the app writes itself goes through here.
 */
export const STORAGE_KEYS = {
  token: 'authToken',
  locale: 'i18nextLng',
  settings: 'settings',
  /** Written when this tab selects a company: other tabs of the session follow (`storage` event). */
  activeCompany: 'activeCompany',
} as const;

export const getToken = (): string | null => localStorage.getItem(STORAGE_KEYS.token);

export const setToken = (token: string): void => localStorage.setItem(STORAGE_KEYS.token, token);

export const removeToken = (): void => localStorage.removeItem(STORAGE_KEYS.token);

export const getStoredLocale = (): string | null => localStorage.getItem(STORAGE_KEYS.locale);

export const setStoredLocale = (locale: string): void =>
  localStorage.setItem(STORAGE_KEYS.locale, locale);

/** Tells the other tabs (they share the session) that its active company is now `companyId`. */
export const shareActiveCompany = (companyId: number): void =>
  localStorage.setItem(
    STORAGE_KEYS.activeCompany,
    JSON.stringify({ company_id: companyId, at: Date.now() }),
  );

/** The company another tab selected, from a `storage` event; null for any other change. */
export function sharedCompanyOf(event: Pick<StorageEvent, 'key' | 'newValue'>): number | null {
  if (event.key !== STORAGE_KEYS.activeCompany || !event.newValue) return null;
  try {
    const { company_id } = JSON.parse(event.newValue) as { company_id?: unknown };
    return typeof company_id === 'number' ? company_id : null;
  } catch {
    return null;
  }
}
