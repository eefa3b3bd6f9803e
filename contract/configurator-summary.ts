import type { ConfigValues, Configuration } from './configurator';
import { LOCALES, perLocale, type Locale } from './messages/locale';

/** A configured row's values as words, per language: `{it: 'Larghezza: 1.250 mm, …', …}`. */
export type ConfigText = Record<Locale, string>;

const YES_NO: Record<Locale, [string, string]> = {
  it: ['Sì', 'No'],
  en: ['Yes', 'No'],
  de: ['Ja', 'Nein'],
  fr: ['Oui', 'Non'],
  hu: ['Igen', 'Nem'],
};

const inLocale = (label: Record<Locale, string>, locale: Locale) => label[locale] || label.it;

/** A number as the language writes it (1.250,5 in Italian), or the text as it came. */
function numberText(value: string, locale: Locale) {
  const number = Number(value);
  return Number.isFinite(number) && value.trim() !== ''
    ? // Always grouped (CLDR leaves Italian 4-digit numbers ungrouped), the string as given.
      new Intl.NumberFormat(locale, { maximumFractionDigits: 8, useGrouping: 'always' }).format(
        value.trim() as unknown as number,
      )
    : value;
}

/**
 * A row's configuration in `locale`, in the definition's order: "Larghezza: 1.250 mm,
 * Altezza: 800 mm, Finitura: Satinata". Options without a value, and values that do not fit
 * their option (a definition changed since), are left out.
 */
export function configSummary(
  definition: Configuration,
  values: ConfigValues,
  locale: Locale,
): string {
  const parts: string[] = [];
  for (const option of definition.dettagli) {
    const value = values[option.key];
    if (value === undefined || value === '') continue;
    const name = inLocale(option.label, locale);
    if (option.type === 'boolean' && typeof value === 'boolean') {
      parts.push(`${name}: ${YES_NO[locale][value ? 0 : 1]}`);
    } else if (option.type === 'choice' && typeof value === 'string') {
      const choice = option.choices.find((c) => c.value === value);
      if (choice) parts.push(`${name}: ${inLocale(choice.label, locale)}`);
    } else if (option.type === 'number' && typeof value === 'string') {
      const unit = option.unit ? ` ${option.unit}` : '';
      parts.push(`${name}: ${numberText(value, locale)}${unit}`);
    } else if (option.type === 'text' && typeof value === 'string') {
      parts.push(`${name}: ${value}`);
    }
  }
  return parts.join(', ');
}

/** The summary in every language, kept with the row; null when nothing is configured. */
export function configTexts(definition: Configuration | null, values: unknown): ConfigText | null {
  if (!definition || !values || typeof values !== 'object') return null;
  const texts = perLocale((locale) => configSummary(definition, values as ConfigValues, locale));
  return LOCALES.some((locale) => texts[locale]) ? texts : null;
}

/**
 * A row's description with its configuration in `locale` after it (on a line of its own in
 * PDFs; after `separator` where a text is one line, as in the XML's Descrizione).
 */
export function describedRow(
  description: string,
  text: ConfigText | null | undefined,
  locale: Locale,
  separator = '\n',
): string {
  const configured = configTextIn(text, locale);
  return configured ? `${description}${separator}${configured}` : description;
}

/** The configuration in `locale` (any language the UI may speak), Italian when it has none. */
export const configTextIn = (text: ConfigText | null | undefined, locale: string) =>
  text?.[locale as Locale] || text?.it || '';
