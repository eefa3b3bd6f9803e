import { z } from 'zod';

/**
 * How a spreadsheet cell holds a field: the list's export writes it so and the import reads it
 * back. Choices name their group of coded values in `contract/messages/articleNames` (the names
 * the export writes, which the import recognises in every language) and list their codes.
 */
export type Cell =
  | { kind: 'text' }
  | { kind: 'decimal'; scale: number }
  | { kind: 'vat_rate' }
  | { kind: 'barcode' }
  | {
      kind: 'choice';
      group: 'lifecycle' | 'pricing_type' | 'unit' | 'vat_nature';
      codes: readonly (readonly [string | number, string])[];
    };

/** A field declared once: its rule (the form and the API), its record type, its cell. */
export interface Field<R extends z.ZodType = z.ZodType, W extends z.ZodType = z.ZodType> {
  rule: R;
  wire: W;
  cell: Cell;
}

/** The types a record answers a field with (what the database keeps, on the wire). */
export const wire = {
  text: z.string(),
  optionalText: z.string().nullable(),
  number: z.number(),
};

/**
 * A field: `rule` is what the form and the API take, `answer` how the record answers it (it
 * must hold whatever the rule lets through: the call does not compile otherwise), `cell`
 * how a spreadsheet holds it (plain text unless said).
 */
export function field<R extends z.ZodType, W extends z.ZodType>(
  rule: R,
  answer: W & (z.output<R> extends z.output<W> ? unknown : never),
  cell: Cell = { kind: 'text' },
): Field<R, W> {
  return { rule, wire: answer, cell };
}

type Fields = Record<string, Field>;

const mapFields = <F extends Fields, K extends 'rule' | 'wire'>(fields: F, key: K) =>
  Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f[key]])) as {
    [N in keyof F]: F[N][K];
  };

/** The shape of the input object: each field's rule. */
export const rulesOf = <F extends Fields>(fields: F) => mapFields(fields, 'rule');

/** The shape of the record: each field as it is answered. */
export const recordOf = <F extends Fields>(fields: F) => mapFields(fields, 'wire');
