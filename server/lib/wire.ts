import { getTableColumns, type Column, type Table } from 'drizzle-orm';
import type { z } from 'zod';
import { decimalOut } from './decimals';

/**
 * One field in one place: the wire record of a flat resource derives from its Drizzle table.
 * Wire keys are the columns' SQL names (snake_case), so a new column is on the wire as soon as
 * it is in the table and in the contract; see docs/architecture.md, "Wire records".
 */

/** Columns never on the wire: the tenant key and the bookkeeping timestamps. */
const HIDDEN = ['company_id', 'created_at', 'updated_at'] as const;
type Hidden = (typeof HIDDEN)[number];

type Columns<T extends Table> = T['_']['columns'];
type NameOf<C> = C extends Column ? C['_']['name'] : never;
type Stored<C> = C extends Column
  ? C['_']['notNull'] extends true
    ? C['_']['data']
    : C['_']['data'] | null
  : never;
/** The column (TypeScript key) of a table whose SQL name is `N`. */
type KeyOf<T extends Table, N> = {
  [K in keyof Columns<T>]: NameOf<Columns<T>[K]> extends N ? K : never;
}[keyof Columns<T>];

/** By wire name, what goes on the wire instead of the stored value. */
export type Outputs<T extends Table> = {
  [N in NameOf<Columns<T>[keyof Columns<T>]>]?: (value: Stored<Columns<T>[KeyOf<T, N>]>) => unknown;
};
/** By wire name, what is written instead of the field of the same name (rules across fields). */
export type Inputs<I> = { [N in keyof I]?: (input: I) => I[N] };

/** The record on the wire: every shown column by its SQL name, stored or as `O` makes it. */
export type WireRecord<T extends Table, O = object> = {
  [K in keyof Columns<T> as Exclude<NameOf<Columns<T>[K]>, Hidden>]: NameOf<
    Columns<T>[K]
  > extends keyof O
    ? O[NameOf<Columns<T>[K]>] extends (value: never) => infer R
      ? R
      : never
    : Stored<Columns<T>[K]>;
};

/** The row values written from an input: the columns named by the contract's fields. */
export type WrittenRow<T extends Table, I> = {
  [N in keyof I & string as KeyOf<T, N>]: I[N];
};

/** A written column as statements need it: TypeScript key, SQL name and SQL type. */
export interface WrittenColumn {
  key: string;
  name: string;
  sqlType: string;
}

/** What goes on the wire for a stored value: numerics without their padding zeros. */
function defaultOut(column: Column, value: unknown) {
  return value !== null && column.columnType === 'PgNumeric' ? decimalOut(value as string) : value;
}

/**
 * The wire format of `table`. `toWire` shows every column but the hidden ones, keyed by SQL
 * name; `fromWire` writes the columns whose SQL name is a field of `input` (the contract's
 * create/update schema), and `written` lists those columns for bulk statements (the import).
 */
export function wireFormat<
  T extends Table,
  S extends z.ZodObject,
  O extends Outputs<T> = Record<never, never>,
>(table: T, input: S, options: { out?: O & Outputs<T>; in?: Inputs<z.output<S>> } = {}) {
  type Input = z.output<S>;
  const columns = Object.entries(getTableColumns(table)) as [string, Column][];
  const shown = columns.filter(
    ([, column]) => !(HIDDEN as readonly string[]).includes(column.name),
  );
  const fields = new Set(Object.keys(input.shape));
  const written = columns.filter(([, column]) => fields.has(column.name));
  const out = (options.out ?? {}) as Record<string, ((value: unknown) => unknown) | undefined>;
  const ins = (options.in ?? {}) as Record<string, ((input: Input) => unknown) | undefined>;

  /** `fromWire`'s values as an array, in the order of `written` (bulk statements, per row). */
  const writtenValues = (data: Input): unknown[] => {
    const values = data as Record<string, unknown>;
    return written.map(([, column]) => {
      const rule = ins[column.name];
      return rule ? rule(data) : values[column.name];
    });
  };

  return {
    toWire(row: T['$inferSelect']): WireRecord<T, O> {
      const values = row as Record<string, unknown>;
      return Object.fromEntries(
        shown.map(([key, column]) => {
          const convert = out[column.name];
          const value = values[key];
          return [column.name, convert ? convert(value) : defaultOut(column, value)];
        }),
      ) as WireRecord<T, O>;
    },
    fromWire(data: Input): WrittenRow<T, Input> {
      const row = writtenValues(data);
      return Object.fromEntries(written.map(([key], i) => [key, row[i]])) as WrittenRow<T, Input>;
    },
    writtenValues,
    written: written.map(([key, column]): WrittenColumn => ({
      key,
      name: column.name,
      sqlType: column.getSQLType(),
    })),
  };
}
