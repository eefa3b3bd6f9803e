/**
 * Translation for code outside React (httpClient, dataProvider, authProvider).
 * The i18nProvider registers its `translate` here once the catalogue is loaded;
 * before that (and in tests that do not load one) the `_` fallback text is used.
 */
export type TranslateFn = (key: string, options?: { _?: string; [arg: string]: unknown }) => string;

let active: TranslateFn = (key, options) => options?._ ?? key;

export function setTranslator(translate: TranslateFn): void {
  active = translate;
}

export const translate: TranslateFn = (key, options) => active(key, options);
