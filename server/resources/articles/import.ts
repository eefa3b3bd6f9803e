import { sql } from 'drizzle-orm';
import { articleInput } from '../../../contract/articles';
import { issueMessage, translate, type Locale, type Message } from '../../../contract/messages';
import { articleNames } from '../../../contract/messages/articleNames';
import { HttpError, msg, type FieldErrors, type FieldMessage } from '../../lib/errors';
import { inTransaction, type TenantScope } from '../../lib/tenant';
import { selects, writtenColumns, writtenValues } from './service';
import { FIELD_READERS, fieldOfTitle, REQUIRED_FIELDS, type ImportedField } from './import-columns';
import { columnLetter } from '../../lib/spreadsheet/values';
import { sheetRows, type SheetRow } from '../../lib/spreadsheet/read';

/** At most this many rows are sent back for a preview, plus the rows with errors (capped). */
const PREVIEW_ROWS = 100;
const MAX_ERROR_ROWS = 500;
const BATCH = 2000;
/** A bigger file is refused (413) rather than keeping a transaction open for minutes. */
export const MAX_IMPORT_ROWS = 200_000;

export interface ImportRow {
  line: number;
  code: string;
  action: 'create' | 'update' | 'unchanged' | 'error';
  /** By field (`price`): where it is in the file and what is wrong ("colonna D (Prezzo): ..."). */
  errors?: Record<string, string>;
}

/** Where each field's values are in the file: its column's index and title. */
type Columns = Map<ImportedField, { index: number; title: string }>;

function columnsOf(header: string[], locale: Locale): Columns {
  const columns: Columns = new Map();
  header.forEach((title, index) => {
    const field = fieldOfTitle(title);
    if (field && !columns.has(field)) columns.set(field, { index, title });
  });
  const missing = REQUIRED_FIELDS.filter((field) => !columns.has(field));
  if (missing.length)
    throw new HttpError(
      400,
      msg('import.missing_columns', {
        fields: missing.map((field) => articleNames[locale].fields[field]).join(', '),
      }),
    );
  return columns;
}

/** A row's cells read into the form's fields, and what could not be read, by field. */
function readRow(cells: string[], columns: Columns) {
  const fields: Record<string, string | number> = Object.create(null);
  const errors: FieldErrors = {};
  for (const [field, { index }] of columns) {
    const cell = (cells[index] ?? '').trim();
    if (cell === '') continue;
    const read = FIELD_READERS[field](cell);
    if (read.error) errors[field] = read.error;
    else fields[field] = read.value;
  }
  return { fields, errors };
}

/** Where a field is in the file, as the user sees it: `colonna D (Prezzo)`. */
function place(field: string, columns: Columns, locale: Locale): Message {
  const column = columns.get(field as ImportedField);
  if (column)
    return msg('import.column', { column: columnLetter(column.index), header: column.title });
  const names = articleNames[locale].fields as Record<string, string>;
  return msg('import.no_column', { field: names[field] ?? field });
}

/** Where the code is among the written columns. */
const CODE = writtenColumns.findIndex(({ name }) => name === 'code');

const emptyBatch = () => ({
  lines: [] as number[],
  values: writtenColumns.map((): unknown[] => []),
});

/**
 * Reads the whole file once, validating row by row; only the first rows and the rows with errors
 * are kept for the answer, and valid rows go to the database in batches. All or nothing: one bad
 * row (or a code twice in the file) and nothing is written.
 */
export async function importArticles(
  tenant: TenantScope,
  data: Buffer,
  commit: boolean,
  locale: Locale,
) {
  const shown: ImportRow[] = [];
  const summary = { rows: 0, create: 0, update: 0, unchanged: 0, errors: 0 };
  const seen = new Set<string>();
  // The valid rows waiting for their batch, as one array per written column (the statement's
  // parameters) and their lines: only strings and numbers live until the batch is written, not
  // a parsed object per row, which the garbage collector would move to the old generation.
  let batch = emptyBatch();
  // The field errors of the rows shown, as messages: the commit's 400 carries them.
  const rowErrors: { line: number; errors: (readonly [string, Message, FieldMessage])[] }[] = [];
  const text = (message: FieldMessage) =>
    translate(typeof message === 'string' ? msg(message) : message, locale);

  let columns: Columns | undefined;
  let header: string[] | undefined;
  /** A row's article as the form's schema makes it, or undefined: its errors are kept. */
  const validate = ({ line, cells, header: titles }: SheetRow) => {
    if (titles !== header) [header, columns] = [titles, columnsOf(titles, locale)];
    const { fields, errors } = readRow(cells, columns!);
    const parsed = articleInput.safeParse(fields);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors[issue.path.join('.') || 'code'] ??= issueMessage(issue);
    } else if (seen.has(parsed.data.code)) {
      errors.code = 'validation.duplicate_code';
    }
    if (!Object.keys(errors).length) {
      seen.add(parsed.data!.code);
      return parsed.data!;
    }
    summary.errors += 1;
    if (rowErrors.length < MAX_ERROR_ROWS) {
      const placed = Object.entries(errors).map(
        ([field, m]) => [field, place(field, columns!, locale), m] as const,
      );
      rowErrors.push({ line, errors: placed });
      const translated = placed.map(([field, where, m]) => [
        field,
        `${translate(where, locale)}: ${text(m)}`,
      ]);
      const code = String(fields.code ?? '');
      shown.push({ line, code, action: 'error', errors: Object.fromEntries(translated) });
    }
    return undefined;
  };

  const run = async (tx: TenantScope) => {
    // One batch is written (or looked up) while the next is read: the database and the
    // reading share the two cores instead of taking turns. Statements on the transaction's
    // connection stay one after the other: a batch is sent once the one before has answered.
    const write = async ({ lines, values }: ReturnType<typeof emptyBatch>) => {
      const codes = values[CODE] as string[];
      // A commit that is going to be refused counts nothing more; a good one learns from its
      // upsert which codes it created or changed, a preview from one look-up of the same.
      if (commit && summary.errors > 0) return;
      const written = commit ? await upsert(tx, values) : await wouldWrite(tx, values);
      lines.forEach((line, i) => {
        const action = written.get(codes[i]) ?? 'unchanged';
        summary[action] += 1;
        if (shown.length < PREVIEW_ROWS) shown.push({ line, code: codes[i], action });
      });
    };
    let writing: Promise<void> = Promise.resolve();
    const flush = async () => {
      const full = batch;
      batch = emptyBatch();
      await writing;
      if (!full.lines.length) return;
      writing = write(full);
      // Its failure is awaited (and thrown) at the next flush; not an unhandled rejection now.
      writing.catch(() => {});
    };

    try {
      for await (const rows of sheetRows(data))
        for (const row of rows) {
          if (++summary.rows > MAX_IMPORT_ROWS)
            throw new HttpError(413, msg('import.too_many_rows', { max: MAX_IMPORT_ROWS }));
          const article = validate(row);
          if (!article) continue;
          const written = writtenValues(article);
          for (let i = 0; i < written.length; i++) batch.values[i].push(written[i] ?? null);
          batch.lines.push(row.line);
          if (batch.lines.length >= BATCH) await flush();
        }
      await flush();
      await writing;
    } catch (error) {
      // Nothing more is sent on the connection (the rollback) before the batch on it answers.
      await writing.catch(() => {});
      throw error;
    }
    if (summary.rows === 0) throw new HttpError(400, msg('import.no_rows'));
    if (commit && summary.errors > 0) {
      throw new HttpError(
        400,
        msg('import.rows_with_errors', { count: summary.errors }),
        // Keyed by path (`rows.4.price`, the file's line 4), the place and reason as the text.
        Object.fromEntries(
          rowErrors.flatMap((r) =>
            r.errors.map(([field, where, message]) => [
              `rows.${r.line}.${field}`,
              msg('import.row_field', {
                line: r.line,
                field: `${translate(where, locale)}: ${text(message)}`,
              }),
            ]),
          ),
        ),
      );
    }
  };

  if (commit) await inTransaction(tenant, run);
  else await run(tenant);
  return { items: shown, summary, selects: selects() };
}

type Written = Map<string, 'create' | 'update'>;

/** The columns written, as one array parameter each, unnested into rows `v` on the server. */
const unnested = (values: unknown[][]) =>
  sql.join(
    writtenColumns.map(({ sqlType }, i) => sql`${sql.param(values[i])}::${sql.raw(sqlType)}[]`),
    sql`, `,
  );
const names = writtenColumns.map(({ name }) => name);
const changedNames = names.filter((name) => name !== 'code');
/** `(articles.a, ...) is distinct from (excluded.a, ...)`: the row would change. */
const differs = (other: string) =>
  sql.raw(
    `(${changedNames.map((name) => `articles.${name}`).join(', ')}) is distinct from (${changedNames
      .map((name) => `${other}.${name}`)
      .join(', ')})`,
  );

/**
 * What the preview's batch would do, per code: create (no article of the company has it),
 * update (one has, with other values); a code it leaves out is unchanged. One look-up: the
 * batch's values joined to the company's articles.
 */
async function wouldWrite(tx: TenantScope, values: unknown[][]): Promise<Written> {
  const { rows } = await tx.db.execute<{ code: string; action: 'create' | 'update' }>(sql`
    select v.code, case when articles.id is null then 'create' else 'update' end as action
    from unnest(${unnested(values)}) as v(${sql.raw(names.join(', '))})
    left join articles on articles.company_id = ${tx.companyId} and articles.code = v.code
    where articles.id is null or ${differs('v')}`);
  return new Map(rows.map((row) => [row.code, row.action]));
}

/**
 * Inserts new codes and updates the existing ones that changed (a new version), one statement
 * per batch: each column travels as one array parameter, unnested on the server, which is
 * several times faster than a thousand-row VALUES list. The company comes from the tenant and
 * is part of the conflict target, so only the tenant's own articles can be updated. The
 * columns, their PostgreSQL types and values are those of the form's save (`writtenColumns`).
 * Answers the codes it created (version 1: an update makes it at least 2) or changed, with no
 * look-up before: a code it does not return was there already, unchanged.
 */
async function upsert(tx: TenantScope, values: unknown[][]): Promise<Written> {
  const { rows } = await tx.db.execute<{ code: string; version: number }>(sql`
    insert into articles (company_id, ${sql.raw(names.join(', '))})
    select ${tx.companyId}, * from unnest(${unnested(values)})
    on conflict (company_id, code) do update set
      ${sql.raw(changedNames.map((name) => `${name} = excluded.${name}`).join(', '))},
      version = articles.version + 1, updated_at = now()
    where ${differs('excluded')}
    returning code, version`);
  return new Map(rows.map((row) => [row.code, row.version === 1 ? 'create' : 'update']));
}
