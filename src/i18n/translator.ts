/**
 * The message syntax of our catalogues (react-admin's, which Polyglot defined), read in a few
 * lines instead of shipping node-polyglot and its ECMAScript shims to every page:
 * - nested keys: `{ ra: { action: { save: 'Salva' } } }` is `ra.action.save`;
 * - `%{name}` is replaced by the `name` option, and kept as written when the option is absent;
 * - `singular |||| plural` picks a form by the `smart_count` option (a bare number means
 *   `smart_count`) with the language's plural rule from `Intl.PluralRules`. Our five languages
 *   have two forms: "one" takes the first, every other category the second (Polyglot's French
 *   rule, 0 and 1 singular, is also the CLDR one);
 * - a missing key gives the `_` option when there is one, otherwise the key itself.
 */
export type TranslateOptions = { _?: string; smart_count?: number; [name: string]: unknown };
export type Translate = (key: string, options?: TranslateOptions | number) => string;

type Tree = { [key: string]: unknown };

const PLURAL_DELIMITER = '||||';
const PLACEHOLDER = /%\{(.*?)\}/g;

/** `tree`'s messages by dotted key. */
export function flattenMessages(tree: Tree, prefix = '', into = new Map<string, string>()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else if (value && typeof value === 'object') flattenMessages(value as Tree, path, into);
  }
  return into;
}

/** `phrase` with its plural form chosen and its placeholders filled from `options`. */
export function formatMessage(phrase: string, options: TranslateOptions, plural: Intl.PluralRules) {
  let text = phrase;
  if (options.smart_count != null) {
    const forms = text.split(PLURAL_DELIMITER);
    const form = forms[plural.select(options.smart_count) === 'one' ? 0 : 1] ?? forms[0];
    text = form.trim();
  }
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = Object.hasOwn(options, name) ? options[name] : undefined;
    return value == null ? placeholder : String(value);
  });
}

/**
 * The messages of `catalogue` in `locale`; a key it lacks is looked up in `fallback` (Italian
 * for the other languages) before the `_` option and the key itself.
 */
export function createTranslator(
  catalogue: Tree,
  locale: string,
  fallback?: () => ReadonlyMap<string, string> | undefined,
): Translate {
  const messages = flattenMessages(catalogue);
  const plural = new Intl.PluralRules(locale);
  return (key, options = {}) => {
    const opts = typeof options === 'number' ? { smart_count: options } : options;
    const phrase = messages.get(key) ?? fallback?.()?.get(key) ?? opts._ ?? key;
    return formatMessage(phrase, opts, plural);
  };
}
