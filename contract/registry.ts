import { z } from 'zod';
import { listQuery } from './common';

/**
 * The wire schemas of a flat per-company registry (carriers, payment terms...), built from
 * what is its own: the input (create body, also the form's schema), the record's fields as the
 * API answers them (without `id` and `version`, added here), the sortable columns (the first is
 * the default) and the option lists the forms choose from, sent with a list; a read of one
 * record answers `selects: {}` (the lists are the same for every record).
 * Lists take `?q=&sort=&order=&page=&perPage=` like every resource.
 */
export function registryContract<
  Input extends z.ZodObject,
  Fields extends z.ZodRawShape,
  const Sorts extends readonly [string, ...string[]],
  Selects extends z.ZodObject,
>(definition: { input: Input; fields: Fields; sorts: Sorts; selects: Selects }) {
  const { input, fields, sorts, selects } = definition;
  const record = z.object({ id: z.number(), ...fields, version: z.number() });
  return {
    input,
    /** Update: the input plus the `version` the client read (optimistic locking). */
    update: input.extend({ version: z.coerce.number().int().min(1) }),
    record,
    sorts,
    listQuery: listQuery(sorts),
    selects,
    listResponse: z.object({ items: z.array(record), total: z.number(), selects }),
    oneResponse: z.object({ item: record, selects: selects.partial() }),
    itemResponse: z.object({ item: record }),
  };
}

export type RegistryContract = ReturnType<typeof registryContract>;
