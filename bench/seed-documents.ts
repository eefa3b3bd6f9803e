/**
 * Generates sales documents in bulk for the benchmarks: `documents` documents of one company
 * with `rowsPerDocument` rows each, numbered without gaps per type and year (2025 and 2026),
 * with totals that match their rows, on customers generated for the purpose. Everything is
 * computed by PostgreSQL (`insert … select` over generate_series), in chunks that report progress.
 * Orders ship 0-29 days after their date. The dashboards' summary tables are rebuilt at the end.
 */
import type { Pool } from 'pg';

export interface DocumentSeedOptions {
  companyId: number;
  documents: number;
  rowsPerDocument: number;
  customers: number;
  log?: (line: string) => void;
}

const CHUNK = 100_000;

// Per block of ten consecutive documents: 4 orders, 5 invoices and one note (credit and debit
// in turn), so the number of a document within its type and year follows from its position.
const TYPE = `case when j % 10 < 4 then 'order' when j % 10 < 9 then 'invoice'
  when (j / 10) % 2 = 0 then 'credit-note' else 'debit-note' end`;
const NUMBER = `case when j % 10 < 4 then (j / 10) * 4 + j % 10 + 1
  when j % 10 < 9 then (j / 10) * 5 + j % 10 - 3 else (j / 10) / 2 + 1 end`;

export async function seedDocuments(pool: Pool, options: DocumentSeedOptions) {
  const { companyId, documents, rowsPerDocument, customers } = options;
  const log = options.log ?? (() => {});
  if (documents % 20 !== 0) throw new Error('documents must be a multiple of 20');
  const client = await pool.connect();
  try {
    // The demo documents would take the numbers generated here: the company starts empty
    // (its demo shipping lists first: their items point at the demo documents' rows).
    await client.query(`delete from shipping_lists where company_id = $1`, [companyId]);
    await client.query(`delete from documents where company_id = $1`, [companyId]);
    await client.query(`delete from document_counters where company_id = $1`, [companyId]);
    // Generated data is consistent by construction: skip the per-row foreign-key triggers.
    await client.query(`set session_replication_role = replica`);
    await client.query(
      `insert into general_regs (company_id, name, city, province, country)
       select $1, 'Cliente bench ' || i || ' ' || left(md5(i::text), 8),
              (array['Milano','Roma','Torino','Bologna','Napoli','Forlì'])[1 + i % 6], 'MI', 'IT'
       from generate_series(1, $2) i`,
      [companyId, customers],
    );
    await client.query(
      `insert into customers (company_id, general_reg_id, registry_code, credit_limit, language)
       select $1, g.id, 'BD' || lpad(g.id::text, 8, '0'), 5000, 'it'
       from general_regs g where g.company_id = $1 and g.name like 'Cliente bench %'`,
      [companyId],
    );
    await client.query(
      `create temporary table bench_customers as
       select row_number() over (order by c.id) - 1 as idx, c.id, g.name
       from customers c join general_regs g on g.company_id = c.company_id and g.id = c.general_reg_id
       where c.company_id = $1 and g.name like 'Cliente bench %'`,
      [companyId],
    );
    const { rows: articleRows } = await client.query<{ ids: number[] | null }>(
      `select array_agg(id order by id) as ids from articles where company_id = $1`,
      [companyId],
    );
    const articleIds = articleRows[0].ids ?? [];
    const half = documents / 2;
    const started = performance.now();
    for (let from = 0; from < documents; from += CHUNK) {
      const to = Math.min(documents, from + CHUNK) - 1;
      const { rows } = await client.query<{ min: number; max: number }>(
        `with generated as (
           select i, (i / $3)::int as y, i % $3 as j from generate_series($4::int, $5::int) i
         ), numbered as (
           select i, j, 2025 + y as year, ${TYPE} as type, ${NUMBER} as number,
                  make_date(2025 + y, 1, 1) + (j::bigint * 365 / $3)::int as document_date,
                  (i % 100) + 1 as price
           from generated
         ), inserted as (
           insert into documents (company_id, type, year, number, customer_id, customer_name,
             reference, status, document_date, shipping_date, subtotal, discount_total, net_total,
             vat_total, total, amount_due, issued_at)
           select $1, n.type, n.year, n.number, c.id, c.name, 'Rif. ' || n.i,
                  case when n.type = 'order' then n.i % 8 else n.i % 3 end, n.document_date,
                  case when n.type = 'order' then n.document_date + (n.i % 30)::int end,
                  n.price * $2 * ($2 + 1) / 2, 0, n.price * $2 * ($2 + 1) / 2,
                  round(n.price * $2 * ($2 + 1) / 2 * 0.22, 2),
                  n.price * $2 * ($2 + 1) / 2 + round(n.price * $2 * ($2 + 1) / 2 * 0.22, 2),
                  n.price * $2 * ($2 + 1) / 2 + round(n.price * $2 * ($2 + 1) / 2 * 0.22, 2),
                  case when n.type <> 'order' then n.document_date::timestamptz end
           from numbered n join bench_customers c on c.idx = n.i % $6
           returning id
         ) select min(id), max(id) from inserted`,
        [companyId, rowsPerDocument, half, from, to, customers],
      );
      // Row k of a document: k pieces at the document's price, so the totals above hold.
      await client.query(
        `insert into document_rows (company_id, document_id, position, article_id, description,
           quantity, unit_price, discount, vat_rate, net_amount)
         select $1, d.id, k, ($4::int[])[1 + (d.id + k) % greatest(cardinality($4::int[]), 1)],
                'Riga ' || k || ' del documento ' || d.number, k, d.subtotal / ($5 * ($5 + 1) / 2),
                0, '22', k * d.subtotal / ($5 * ($5 + 1) / 2)
         from documents d cross join generate_series(1, $5) k
         where d.company_id = $1 and d.id between $2 and $3`,
        [companyId, rows[0].min, rows[0].max, articleIds, rowsPerDocument],
      );
      log(
        `  ${to + 1} documents, ${(to + 1) * rowsPerDocument} rows (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    await client.query(
      `insert into document_counters (company_id, type, series, year, last_number, document_count)
       select $1, type, series, year, max(number), count(*) from documents where company_id = $1
       group by type, series, year
       on conflict (company_id, type, series, year) do update
       set last_number = excluded.last_number, document_count = excluded.document_count`,
      [companyId],
    );
    await client.query(`set session_replication_role = origin`);
    await client.query(`drop table bench_customers`);
    // The replica role skipped the dashboards' triggers too: their summaries from scratch,
    // on fresh statistics (without them the planner takes the new company for a small one
    // and the rebuild's join runs for minutes).
    const rebuildStarted = performance.now();
    await client.query(`analyze documents, document_rows`);
    await client.query(`select dashboards_rebuild($1)`, [companyId]);
    log(
      `  statistics and dashboards' summaries rebuilt in ${((performance.now() - rebuildStarted) / 1000).toFixed(1)} s`,
    );
  } finally {
    client.release();
  }
}
