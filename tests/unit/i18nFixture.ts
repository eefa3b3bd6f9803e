import type { I18nProvider, TranslationMessages } from 'react-admin';
import { createTranslator } from '../../src/i18n/translator';

/** An i18nProvider with one catalogue in one language, for a component rendered alone. */
export const catalogueProvider = (messages: TranslationMessages, locale: string): I18nProvider => ({
  translate: createTranslator(messages, locale),
  changeLocale: async () => undefined,
  getLocale: () => locale,
});
