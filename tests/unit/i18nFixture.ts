import type { I18nProvider, TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';

/** An i18nProvider with one catalogue in one language, for a component rendered alone. */
export const catalogueProvider = (messages: TranslationMessages, locale: string): I18nProvider =>
  polyglotI18nProvider(() => messages, locale, [{ locale, name: locale }], { allowMissing: true });
