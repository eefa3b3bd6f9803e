import type { Locale } from './locale';
import { names, type NameKey } from './names';
import { serverMessages, type ServerKey } from './server';
import { validationMessages, type ValidationKey } from './validation';

/**
 * A message the API sends: a key of the catalogues and its named parameters, translated into
 * the caller's language only when the answer leaves (server/plugins/errors.ts). A parameter
 * may itself be a message (a document type, a status name), or a list of them.
 */
export type MessageKey = ServerKey | NameKey | `validation.${ValidationKey}`;

type Template<K extends MessageKey> = K extends ServerKey
  ? (typeof serverMessages)['en'][K]
  : K extends `validation.${infer V extends ValidationKey}`
    ? (typeof validationMessages)['en'][V]
    : string;

/** The `%{name}` placeholders of a message text, as a union of names. */
type Placeholders<S> = S extends `${string}%{${infer P}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;

/** An amount in euro, printed as the reader writes it ("1.234,50 €", "€1,234.50"). */
export type MoneyParam = { money: string };
export const money = (amount: string): MoneyParam => ({ money: amount });
const isMoney = (value: unknown): value is MoneyParam =>
  typeof value === 'object' && value !== null && typeof (value as MoneyParam).money === 'string';

export type MessageParam = string | number | MoneyParam | Message | readonly Message[];
export type ParamsOf<K extends MessageKey> = { [P in Placeholders<Template<K>>]: MessageParam };

export type Message = {
  [K in MessageKey]: [Placeholders<Template<K>>] extends [never]
    ? { key: K; params?: undefined }
    : { key: K; params: ParamsOf<K> };
}[MessageKey];

/** `msg('stale_version', {what: msg('record.article'), current: 3, edited: 2})` */
export function msg<K extends MessageKey>(
  key: K,
  ...params: [Placeholders<Template<K>>] extends [never] ? [] : [ParamsOf<K>]
): Message {
  return (params.length ? { key, params: params[0] } : { key }) as Message;
}

export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as Message).key === 'string';

function template(key: string, locale: Locale): string | undefined {
  if (key.startsWith('validation.')) {
    const name = key.slice('validation.'.length);
    return (validationMessages[locale] as Record<string, string>)[name];
  }
  return (
    (serverMessages[locale] as Record<string, string>)[key] ??
    (names[locale] as Record<string, string>)[key]
  );
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** English dates day first, as the date pickers show them (en-GB). */
const DATE_LOCALES: Partial<Record<Locale, string>> = { en: 'en-GB' };

/** A `YYYY-MM-DD` parameter as the reader writes dates: `03/09/2026`, `03.09.2026`... */
function formatDate(value: string, locale: Locale): string {
  const [, year, month, day] = ISO_DATE.exec(value)!.map(Number);
  return new Intl.DateTimeFormat(DATE_LOCALES[locale] ?? locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

function param(value: MessageParam, locale: Locale): string {
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatDate(value, locale);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (isMoney(value)) {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      // Grouped from the thousands in every language (Italian would leave 1234,50 €).
      useGrouping: 'always',
    }).format(Number(value.money));
  }
  if (Array.isArray(value)) {
    const items = (value as readonly Message[]).map((item) => translate(item, locale));
    return new Intl.ListFormat(locale, { type: 'disjunction' }).format(items);
  }
  return translate(value as Message, locale);
}

/** The text of `message` in `locale` (English when a text is missing, the key as a last resort). */
export function translate(message: Message, locale: Locale): string {
  const text = template(message.key, locale) ?? template(message.key, 'en') ?? message.key;
  const params = (message.params ?? {}) as Record<string, MessageParam>;
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in params ? param(params[name], locale) : whole,
  );
}
