// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { getTableColumns, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articleNames } from '../../contract/messages/articleNames';
import { LOCALES, type Locale } from '../../contract/messages/locale';
import { articles } from '../../server/resources/articles/table';
import { carriers } from '../../server/resources/carriers/table';
import { generalRegs } from '../../server/resources/general-regs/table';
import { paymentTerms } from '../../server/resources/payment-terms/table';

/**
 * One field in one place per layer: every input of a flat resource's form is a column of its
 * table, and every column the API answers has a title in each of the five languages. A field
 * added to a form without its column, or to a table without its words, fails here.
 */
const root = path.resolve(__dirname, '../..');

/** The fields of a catalogue section, per language, read from the SPA's messages files. */
async function spaFields(resource: string): Promise<Record<Locale, Record<string, unknown>>> {
  const entries = await Promise.all(
    LOCALES.map(async (locale) => {
      const file = path.join(root, 'src/resources', resource, 'messages', `${locale}.ts`);
      const { default: messages } = (await import(file)) as {
        default: { fields: Record<string, unknown> };
      };
      return [locale, messages.fields] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Locale, Record<string, unknown>>;
}

interface FlatResource {
  name: string;
  table: Table;
  /** The files whose `source="…"` inputs make up the create and edit form. */
  inputs: string[];
  titles: () => Promise<Record<Locale, Record<string, unknown>>>;
}

const PARTY_INPUTS = 'src/resources/general-regs/PartyInputs.tsx';
const RESOURCES: FlatResource[] = [
  {
    name: 'articles',
    table: articles,
    inputs: ['src/resources/articles/ArticleInputs.tsx'],
    titles: async () => {
      const byLocale = {} as Record<Locale, Record<string, unknown>>;
      for (const locale of LOCALES) byLocale[locale] = articleNames[locale].fields;
      return byLocale;
    },
  },
  {
    name: 'general-regs',
    table: generalRegs,
    inputs: ['src/resources/general-regs/GeneralRegInputs.tsx', PARTY_INPUTS],
    titles: () => spaFields('general-regs'),
  },
  {
    name: 'carriers',
    table: carriers,
    inputs: ['src/resources/carriers/CarrierInputs.tsx', PARTY_INPUTS],
    titles: () => spaFields('carriers'),
  },
  {
    name: 'payment-terms',
    table: paymentTerms,
    inputs: ['src/resources/payment-terms/PaymentTermInputs.tsx'],
    titles: () => spaFields('payment-terms'),
  },
];

/** What the API never answers, and what every record has (its id and version). */
const NOT_FIELDS = ['company_id', 'created_at', 'updated_at', 'search_text', 'version'];

/** The columns of `table` by their SQL names (the wire's field names). */
const columnsOf = (table: Table) =>
  Object.values(getTableColumns(table)).map((column) => column.name);

/** The form's input names (`source="…"`, top-level field names only). */
const inputsOf = (files: string[]) => [
  ...new Set(
    files.flatMap((file) =>
      [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/source="([a-z_]+)"/g)].map(
        (m) => m[1],
      ),
    ),
  ),
];

describe.each(RESOURCES)('$name: the form, the table and the titles agree', (resource) => {
  it('reads inputs and columns (the check below has something to check)', () => {
    expect(inputsOf(resource.inputs).length).toBeGreaterThan(2);
    expect(columnsOf(resource.table).length).toBeGreaterThan(4);
  });

  it('every input of the form is a column of the table', () => {
    const columns = new Set(columnsOf(resource.table));
    expect(inputsOf(resource.inputs).filter((input) => !columns.has(input))).toEqual([]);
  });

  it('every column the API answers has a title in every language', async () => {
    const titles = await resource.titles();
    const missing = columnsOf(resource.table)
      .filter((column) => !NOT_FIELDS.includes(column))
      .flatMap((column) =>
        LOCALES.filter((locale) => typeof titles[locale][column] !== 'string').map(
          (locale) => `${column} (${locale})`,
        ),
      );
    expect(missing).toEqual([]);
  });
});
