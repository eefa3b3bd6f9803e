/**
 * The browser storage keys the spec fixes, and tiny helpers around them.
 * Everything persistent the app writes itself goes through here.
 */
export const STORAGE_KEYS = {
  token: 'authToken',
  locale: 'i18nextLng',
  settings: 'settings',
} as const;

export const getToken = (): string | null => localStorage.getItem(STORAGE_KEYS.token);

export const setToken = (token: string): void => localStorage.setItem(STORAGE_KEYS.token, token);

export const removeToken = (): void => localStorage.removeItem(STORAGE_KEYS.token);

export const getStoredLocale = (): string | null => localStorage.getItem(STORAGE_KEYS.locale);

export const setStoredLocale = (locale: string): void =>
  localStorage.setItem(STORAGE_KEYS.locale, locale);
