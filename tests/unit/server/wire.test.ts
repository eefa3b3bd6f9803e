import { integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { articleInput } from '../../../contract/articles';
import { articles } from '../../../server/resources/articles/table';
import { wireFormat } from '../../../server/lib/wire';

const things = pgTable('things', {
  companyId: integer('company_id').notNull(),
  id: integer('id').notNull(),
  shortName: text('short_name').notNull(),
  unitPrice: numeric('unit_price', { precision: 20, scale: 8 }),
  kind: smallint('kind').notNull(),
  version: integer('version').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
const thingInput = z.object({
  short_name: z.string(),
  unit_price: z.string().nullable(),
  kind: z.number(),
  not_a_column: z.string().optional(),
});
const row = {
  companyId: 7,
  id: 3,
  shortName: 'Bolt',
  unitPrice: '12.50000000',
  kind: 2,
  version: 4,
  createdAt: new Date(0),
  updatedAt: new Date(0),
};

describe('wireFormat', () => {
  it('puts every column but the tenant key and the timestamps on the wire, by SQL name', () => {
    expect(wireFormat(things, thingInput).toWire(row)).toStrictEqual({
      id: 3,
      short_name: 'Bolt',
      unit_price: '12.5',
      kind: 2,
      version: 4,
    });
  });

  it('keeps a null numeric null and converts what `out` names', () => {
    const wire = wireFormat(things, thingInput, { out: { short_name: (v) => v.toUpperCase() } });
    expect(wire.toWire({ ...row, unitPrice: null })).toMatchObject({
      short_name: 'BOLT',
      unit_price: null,
    });
  });

  it("writes the columns named by the contract's fields, with the rules of `in`", () => {
    const wire = wireFormat(things, thingInput, {
      in: { unit_price: (input) => (input.kind === 0 ? null : input.unit_price) },
    });
    const input = { short_name: 'Nut', unit_price: '1.5', kind: 0, not_a_column: 'x' };
    expect(wire.fromWire(input)).toStrictEqual({ shortName: 'Nut', unitPrice: null, kind: 0 });
    expect(wire.fromWire({ ...input, kind: 1 }).unitPrice).toBe('1.5');
  });

  it('lists the written columns with their PostgreSQL types', () => {
    expect(wireFormat(things, thingInput).written).toStrictEqual([
      { key: 'shortName', name: 'short_name', sqlType: 'text' },
      { key: 'unitPrice', name: 'unit_price', sqlType: 'numeric(20, 8)' },
      { key: 'kind', name: 'kind', sqlType: 'smallint' },
    ]);
  });

  it("writes every field of the article form to a column of the articles' table", () => {
    const written = wireFormat(articles, articleInput).written.map((column) => column.name);
    expect(written).toStrictEqual(Object.keys(articleInput.shape));
  });
});
