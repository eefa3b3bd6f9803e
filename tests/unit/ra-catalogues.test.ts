import { describe, it, expect } from 'vitest';
import { mergeTranslations, type StringMap, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import germanMessages from 'ra-language-german';
import italianMessages from 'ra-language-italian';
import englishOverrides from '../../src/i18n/ra/overrides/en';
import frenchOverrides from '../../src/i18n/ra/overrides/fr';
import germanOverrides from '../../src/i18n/ra/overrides/de';
import italianOverrides from '../../src/i18n/ra/overrides/it';
import hungarianMessages from '../../src/i18n/ra/hu';

/**
 * Checks that react-admin's own words in each language (a ra-language-* package with our
 * overrides, or for Hungarian our own catalogue) are complete with respect to the English
 * reference (ra-language-english, written for react-admin 5) and that their interpolations
 * survive translation; and that an overrides file holds only what its package lacks or says
 * otherwise.
 */

/** Each package with its overrides, as src/i18n/<lang>.ts merges them. */
const packages: Record<string, [TranslationMessages, StringMap]> = {
  it: [italianMessages, italianOverrides],
  de: [germanMessages, germanOverrides],
  fr: [frenchMessages, frenchOverrides],
  en: [englishMessages, englishOverrides],
};

const catalogues: Record<string, TranslationMessages> = {
  ...Object.fromEntries(
    Object.entries(packages).map(([locale, [base, overrides]]) => [
      locale,
      mergeTranslations(base, overrides),
    ]),
  ),
  hu: hungarianMessages,
};

/**
 * English placeholders a translation may leave out or replace, per key. For these keys
 * react-admin passes `%{name}` as a bare (and, in dialogs, lower-cased) resource noun whose
 * gender and case the catalogue cannot know, so gendered languages word the sentence
 * around it ("this item"), as ra-language-french does. An empty list means the placeholder
 * may simply be omitted; otherwise one of the listed placeholders must be used instead.
 */
const PLACEHOLDER_EXCEPTIONS: Record<string, Record<string, string[]>> = {
  'ra.message.delete_content': { name: [] },
  'ra.message.bulk_delete_content': { name: [] },
  'ra.message.bulk_update_content': { name: [], recordRepresentation: [] },
  'ra.navigation.no_results': { name: [] },
  'ra.navigation.no_filtered_results': { name: [] },
  // `field` is the label as-is, for languages that must not lower-case nouns (German).
  'ra.sort.sort_by': { field_lower_first: ['field'] },
};

type Tree = { [key: string]: unknown };

const flatten = (tree: Tree, prefix = ''): Map<string, unknown> => {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [childPath, childValue] of flatten(value as Tree, path)) {
        entries.set(childPath, childValue);
      }
    } else {
      entries.set(path, value);
    }
  }
  return entries;
};

const placeholdersOf = (message: string): Set<string> =>
  new Set([...message.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]));

const english = flatten(englishMessages);
const englishKeys = [...english.keys()];

const formatList = (title: string, items: string[]): string =>
  `${title} (${items.length}):\n  ${items.join('\n  ')}`;

describe('react-admin UI catalogues', () => {
  it('uses the complete ra-language-english v5 catalogue as reference', () => {
    expect(englishKeys.length).toBeGreaterThan(150);
    for (const key of englishKeys) expect(typeof english.get(key), key).toBe('string');
  });

  describe.each(Object.entries(catalogues))('%s', (locale, messages) => {
    const translated = flatten(messages);

    it('contains every English key as a non-empty string', () => {
      const missing = englishKeys.filter((key) => {
        const value = translated.get(key);
        return typeof value !== 'string' || value.length === 0;
      });
      expect(missing, formatList(`${locale}: missing or empty keys`, missing)).toEqual([]);
    });

    it('keeps every placeholder used by the English message', () => {
      const problems: string[] = [];
      for (const key of englishKeys) {
        const value = translated.get(key);
        if (typeof value !== 'string') continue; // reported by the completeness test
        const found = placeholdersOf(value);
        for (const placeholder of placeholdersOf(english.get(key) as string)) {
          if (found.has(placeholder)) continue;
          const alternatives = PLACEHOLDER_EXCEPTIONS[key]?.[placeholder];
          if (alternatives && (alternatives.length === 0 || alternatives.some((a) => found.has(a))))
            continue;
          problems.push(`${key}: missing %{${placeholder}} in ${JSON.stringify(value)}`);
        }
      }
      expect(problems, formatList(`${locale}: lost placeholders`, problems)).toEqual([]);
    });

    it('uses at most the two plural forms of this language', () => {
      const problems = englishKeys.filter((key) => {
        const value = translated.get(key);
        if (typeof value !== 'string' || !value.includes('||||')) return false;
        const forms = value.split('||||');
        return forms.length > 2 || forms.some((form) => form.trim().length === 0);
      });
      expect(problems, formatList(`${locale}: malformed plural forms`, problems)).toEqual([]);
    });

    it('renders every message through polyglot without leftover syntax', () => {
      const { translate } = polyglotI18nProvider(() => messages, locale);
      const problems: string[] = [];
      for (const key of englishKeys) {
        const options: Record<string, string | number> = {};
        for (const placeholder of placeholdersOf(english.get(key) as string)) {
          options[placeholder] = `<${placeholder}>`;
        }
        for (const alternatives of Object.values(PLACEHOLDER_EXCEPTIONS[key] ?? {})) {
          for (const placeholder of alternatives) options[placeholder] = `<${placeholder}>`;
        }
        for (const count of [0, 1, 2, 5]) {
          const rendered = translate(key, { ...options, smart_count: count });
          if (rendered === key || rendered.includes('%{') || rendered.includes('||||')) {
            problems.push(`${key} (smart_count=${count}): ${JSON.stringify(rendered)}`);
          }
        }
      }
      expect(problems, formatList(`${locale}: badly rendered messages`, problems)).toEqual([]);
    });
  });

  describe.each(Object.entries(packages))('%s overrides', (locale, [base, overrides]) => {
    const original = flatten(base);
    const overridden = [...flatten(overrides)];

    it('hold only keys react-admin 5 reads', () => {
      const unknown = overridden.map(([key]) => key).filter((key) => !english.has(key));
      expect(unknown, formatList(`${locale}: overrides of unknown keys`, unknown)).toEqual([]);
    });

    it('hold only what the package lacks or says otherwise', () => {
      const same = overridden
        .filter(([key, value]) => original.get(key) === value)
        .map(([key]) => key);
      expect(same, formatList(`${locale}: overrides equal to the package`, same)).toEqual([]);
    });
  });
});
