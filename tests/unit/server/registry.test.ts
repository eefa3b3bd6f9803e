import { getTableColumns } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { carriers as carrierContract } from '../../../contract/carriers';
import { generalRegFields } from '../../../contract/general-regs';
import { registryContract } from '../../../contract/registry';
import { carriers } from '../../../server/resources/carriers/table';
import {
  registryTableNames,
  searchColumnsOf,
  searchText,
} from '../../../server/lib/registry/table';
import { wireFormat } from '../../../server/lib/wire';
import { registryRoutes } from '../../../server/lib/registry/routes';
import { selects } from '../../../server/resources/general-regs/service';

const AREA = { read: 'registry.read', write: 'registry.write' } as const;

describe('a flat registry', () => {
  it('answers its table’s columns but the tenant key and timestamps', () => {
    const row = Object.fromEntries(
      Object.keys(getTableColumns(carriers)).map((key) => [key, null]),
    );
    const record = wireFormat(carriers, carrierContract.input).toWire(row as never);
    expect(Object.keys(record).sort()).toEqual(Object.keys(carrierContract.record.shape).sort());
  });

  it('takes only a contract that fits its table, field for field', () => {
    expect(registryRoutes('carriers', carriers, carrierContract, selects, AREA)).toBeTypeOf(
      'function',
    );
    const { notes: _notes, ...fields } = carrierContract.record.shape;
    const withoutNotes = registryContract({ ...carrierContract, fields, sorts: ['name'] });
    // @ts-expect-error the table has a column (notes) the contract's record does not
    registryRoutes('carriers', carriers, withoutNotes, selects, AREA);
    const withoutName = registryContract({
      ...carrierContract,
      input: generalRegFields.pick({ vat_number: true }),
      fields: carrierContract.record.shape,
      sorts: ['name'],
    });
    // @ts-expect-error the table needs a name the contract's input does not give
    registryRoutes('carriers', carriers, withoutName, selects, AREA);
  });

  it('is known by its SQL name, with the columns its search box looks into', () => {
    expect(registryTableNames()).toContain('carriers');
    expect(searchColumnsOf(carriers)).toEqual(['name', 'vat_number', 'tax_code', 'city']);
  });

  it('searches one lower-cased text made of its search columns', () => {
    const query = new PgDialect().sqlToQuery(searchText([carriers.name, carriers.city]));
    expect(query.sql).toBe(
      `lower(coalesce("carriers"."name", '') || ' ' || coalesce("carriers"."city", ''))`,
    );
  });
});
