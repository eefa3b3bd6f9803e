import { inArray, sql } from 'drizzle-orm';
import { articleInput } from '../../contract/articles';
import { issueMessage, translate, type Locale } from '../../contract/messages';
import { articles } from '../db/schema';
import { HttpError, msg, type FieldErrors, type FieldMessage } from '../errors';
import { inTransaction, type TenantScope } from '../tenant';
import { fromWire, selects, writtenColumns } from './articles';
import { sheetRows, type SheetRow } from './spreadsheet';

/**
 * Other column titles people use (Italian and English) for an article field; a field's wire
 * name (`vat_rate`) is always recognised, so a new field needs no entry here.
 */
const ALIASES: Partial<Record<string, readonly string[]>> = {
  code: ['codice', 'codice_articolo', 'articolo'],
  description: ['descrizione'],
  unit: ['um', 'u.m.', 'unita', 'unità', 'unita_di_misura', 'unità_di_misura'],
  price: ['prezzo', 'prezzo_unitario'],
  vat_rate: ['vat', 'iva', 'aliquota_iva', 'aliquota'],
  vat_nature: ['natura', 'natura_iva'],
  lifecycle_status: ['stato', 'status'],
  pricing_type: ['tipo_prezzo'],
  weight: ['peso'],
  barcode: ['ean', 'codice_a_barre'],
};
/** Each written field with the titles it is read from, the wire name first. */
const HEADERS = writtenColumns.map(({ name }) => [name, [name, ...(ALIASES[name] ?? [])]] as const);

/** At most this many rows are sent back for a preview, plus the rows with errors (capped). */
const PREVIEW_ROWS = 100;
const MAX_ERROR_ROWS = 500;
const BATCH = 2000;
/** A bigger file is refused (413) rather than keeping a transaction open for minutes. */
export const MAX_IMPORT_ROWS = 200_000;

export interface ImportRow {
  line: number;
  code: string;
  action: 'create' | 'update' | 'error';
  errors?: Record<string, string>;
}

function toFields(row: SheetRow): Record<string, string> {
  const fields: Record<string, string> = Object.create(null);
  for (const [field, names] of HEADERS) {
    const name = names.find((n) => row.has(n));
    const value = name === undefined ? '' : row.get(name)!;
    if (value !== '') fields[field] = field === 'vat_rate' ? value.replace(/\s*%$/, '') : value;
  }
  return fields;
}

type Valid = ReturnType<typeof articleInput.parse>;

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
  const summary = { rows: 0, create: 0, update: 0, errors: 0 };
  const seen = new Set<string>();
  let pending: { line: number; article: Valid }[] = [];
  // The field errors of the rows shown, as messages: the commit's 400 carries them.
  const rowErrors: { line: number; errors: FieldErrors }[] = [];
  const text = (message: FieldMessage) =>
    translate(typeof message === 'string' ? msg(message) : message, locale);

  const run = async (tx: TenantScope) => {
    const flush = async () => {
      if (!pending.length) return;
      const codes = pending.map((p) => p.article.code);
      const existing = new Set(
        (
          await tx.db
            .select({ code: articles.code })
            .from(articles)
            .where(tx.owned(articles, inArray(articles.code, codes)))
        ).map((r) => r.code),
      );
      for (const { line, article } of pending) {
        const action = existing.has(article.code) ? 'update' : 'create';
        summary[action] += 1;
        if (shown.length < PREVIEW_ROWS) shown.push({ line, code: article.code, action });
      }
      if (commit && summary.errors === 0)
        await upsert(
          tx,
          pending.map((p) => p.article),
        );
      pending = [];
    };

    for await (const { line, row } of sheetRows(data)) {
      summary.rows += 1;
      if (summary.rows > MAX_IMPORT_ROWS)
        throw new HttpError(413, msg('import.too_many_rows', { max: MAX_IMPORT_ROWS }));
      const fields = toFields(row);
      const parsed = articleInput.safeParse(fields);
      const code = fields.code ?? '';
      const errors: FieldErrors = {};
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          errors[issue.path.join('.') || '_'] ??= issueMessage(issue);
      } else if (seen.has(parsed.data.code)) {
        errors.code = 'validation.duplicate_code';
      }
      if (Object.keys(errors).length) {
        summary.errors += 1;
        if (rowErrors.length < MAX_ERROR_ROWS) {
          rowErrors.push({ line, errors });
          const translated = Object.entries(errors).map(([field, m]) => [field, text(m)]);
          shown.push({ line, code, action: 'error', errors: Object.fromEntries(translated) });
        }
        continue;
      }
      seen.add(parsed.data!.code);
      pending.push({ line, article: parsed.data! });
      if (pending.length >= BATCH) await flush();
    }
    await flush();
    if (summary.rows === 0) throw new HttpError(400, msg('import.no_rows'));
    if (commit && summary.errors > 0) {
      throw new HttpError(
        400,
        msg('import.rows_with_errors', { count: summary.errors }),
        Object.fromEntries(
          rowErrors.flatMap((r) =>
            Object.entries(r.errors).map(([field, message]) => [
              translate(msg('import.row_field', { line: r.line, field }), locale),
              message,
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

/**
 * Inserts new codes and updates the existing ones that changed (a new version), one statement
 * per batch: each column travels as one array parameter, unnested on the server, which is
 * several times faster than a thousand-row VALUES list. The company comes from the tenant and
 * is part of the conflict target, so only the tenant's own articles can be updated. The
 * columns, their PostgreSQL types and values are those of the form's save (`writtenColumns`).
 */
async function upsert(tx: TenantScope, rows: Valid[]) {
  const values = rows.map((row) => fromWire(row) as Record<string, unknown>);
  const names = sql.raw(writtenColumns.map(({ name }) => name).join(', '));
  const arrays = sql.join(
    writtenColumns.map(
      ({ key, sqlType }) =>
        sql`${sql.param(values.map((value) => value[key] ?? null))}::${sql.raw(sqlType)}[]`,
    ),
    sql`, `,
  );
  const changed = writtenColumns.map(({ name }) => name).filter((name) => name !== 'code');
  await tx.db.execute(sql`
    insert into articles (company_id, ${names})
    select ${tx.companyId}, * from unnest(${arrays})
    on conflict (company_id, code) do update set
      ${sql.raw(changed.map((name) => `${name} = excluded.${name}`).join(', '))},
      version = articles.version + 1, updated_at = now()
    where (${sql.raw(changed.map((name) => `articles.${name}`).join(', '))})
      is distinct from (${sql.raw(changed.map((name) => `excluded.${name}`).join(', '))})`);
}
