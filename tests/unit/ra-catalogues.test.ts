import { describe, it, expect } from 'vitest';
import type { TranslationMessages } from 'react-admin';
import englishMessages from '../../src/i18n/ra/en';
import italianMessages from '../../src/i18n/ra/it';
import germanMessages from '../../src/i18n/ra/de';
import frenchMessages from '../../src/i18n/ra/fr';
import hungarianMessages from '../../src/i18n/ra/hu';
import { createTranslator } from '../../src/i18n/translator';

/**
 * Checks that react-admin's own UI catalogues are complete with respect to the English
 * reference (ra-language-english) and that their interpolations survive translation.
 */

const catalogues: Record<string, TranslationMessages> = {
  it: italianMessages,
  de: germanMessages,
  fr: frenchMessages,
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

    it('renders every message through our translator without leftover syntax', () => {
      const translate = createTranslator(messages, locale);
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
});
