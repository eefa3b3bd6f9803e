import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../contract/messages/locale';
import italianMessages from '../i18n/it';
import { withProgress } from '../lib/progress/progressBar';
import { getStoredLocale, setStoredLocale } from './storage';
import { setTranslator } from './translate';

/**
 * react-admin's i18nProvider: ra-i18n-polyglot over our catalogues (src/i18n/<lang>.ts), loaded
 * on demand. Italian is in the first bundle; another language is fetched before the first
 * render when it is the stored choice, or when the user switches to it. A key missing in a
 * language falls back to Italian (its catalogue is merged under the others), one missing
 * everywhere shows the key (`allowMissing`, no console warning: the API's words pass through
 * here too). A language that fails to load is logged and the switch still happens, on the
 * Italian words. The choice is kept in localStorage `i18nextLng`.
 */
export const LOCALE_NAMES: Record<Locale, string> = {
  it: 'Italiano',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  hu: 'Magyar',
};

export type CatalogueLoader = () => Promise<{ default: TranslationMessages }>;

// Italian, the default and the fallback, comes with the first bundle (one round trip less before
// the first screen); the other languages load when chosen.
const loaders: Record<Locale, CatalogueLoader> = {
  it: () => Promise.resolve({ default: italianMessages }),
  en: () => import('../i18n/en'),
  de: () => import('../i18n/de'),
  fr: () => import('../i18n/fr'),
  hu: () => import('../i18n/hu'),
};

export const initialLocale = (): Locale => {
  const stored = getStoredLocale();
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
};

/**
 * The provider, once the active language's catalogue is here: ra-i18n-polyglot wants the
 * initial messages at once, and the first render must not show keys (src/startup.ts).
 * `load` replaces the catalogue loaders (tests).
 */
export async function createI18nProvider(
  load: Record<Locale, CatalogueLoader> = loaders,
): Promise<I18nProvider> {
  const catalogues = new Map<Locale, TranslationMessages>();
  const catalogue = async (code: Locale): Promise<TranslationMessages> => {
    const cached = catalogues.get(code);
    if (cached) return cached;
    const own = (await load[code]()).default;
    const messages =
      code === DEFAULT_LOCALE ? own : mergeTranslations(await catalogue(DEFAULT_LOCALE), own);
    catalogues.set(code, messages);
    return messages;
  };
  // A catalogue that fails to load is logged; the app goes on in Italian.
  const orItalian = (error: unknown) => {
    console.error(error);
    return catalogue(DEFAULT_LOCALE);
  };

  let locale = initialLocale();
  await catalogue(locale).catch((error: unknown) => {
    locale = DEFAULT_LOCALE;
    return orItalian(error);
  });

  const polyglot = polyglotI18nProvider(
    // The initial catalogue is in `catalogues` already: polyglot gets it synchronously.
    (code) =>
      catalogues.get(code as Locale) ??
      withProgress(() => catalogue(code as Locale)).catch(orItalian),
    locale,
    LOCALES.map((code) => ({ locale: code, name: LOCALE_NAMES[code] })),
    { allowMissing: true },
  );
  const remember = (code: Locale) => {
    setStoredLocale(code);
    document.documentElement.lang = code;
  };

  const provider: I18nProvider = {
    ...polyglot,
    changeLocale: async (requested) => {
      const next = isLocale(requested) ? requested : DEFAULT_LOCALE;
      await polyglot.changeLocale(next);
      remember(next);
    },
  };
  remember(locale);
  setTranslator(provider.translate);
  return provider;
}
