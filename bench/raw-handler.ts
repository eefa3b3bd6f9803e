/**
 * The baseline of bench/api.ts: a bare node:http server with a `pg` pool that answers the same
 * three reads as the API, from the same database, with plain queries and JSON.stringify (no
 * framework, no authentication, no validation). Started as a child process:
 * `PORT=… DATABASE_URL=… COMPANY_ID=… node --import tsx bench/raw-handler.ts`.
 */
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DB_POOL_MAX ?? 10),
});
const companyId = Number(process.env.COMPANY_ID ?? 1);

async function generalReg(id: number) {
  const { rows } = await pool.query(
    'select * from general_regs where company_id = $1 and id = $2',
    [companyId, id],
  );
  return rows[0] ? { item: rows[0] } : null;
}

async function document(id: number) {
  const { rows } = await pool.query(
    `select d.*, row_to_json(c) as customer, row_to_json(g) as general
     from documents d
     join customers c on c.company_id = d.company_id and c.id = d.customer_id
     join general_regs g on g.company_id = c.company_id and g.id = c.general_reg_id
     where d.company_id = $1 and d.id = $2`,
    [companyId, id],
  );
  if (!rows[0]) return null;
  const lines = await pool.query(
    `select * from document_rows where company_id = $1 and document_id = $2
     order by position, id`,
    [companyId, id],
  );
  return { document: { ...rows[0], rows: lines.rows } };
}

async function orders(page: number, perPage: number) {
  const [items, count] = await Promise.all([
    pool.query(
      `select * from documents where company_id = $1 and type = 'order'
       order by document_date desc, id desc limit $2 offset $3`,
      [companyId, perPage, (page - 1) * perPage],
    ),
    pool.query(
      `select count(*)::int as total from documents where company_id = $1 and type = 'order'`,
      [companyId],
    ),
  ]);
  return { items: items.rows, total: count.rows[0].total };
}

async function answer(url: URL): Promise<unknown> {
  const one = /^\/api\/(general-regs|documents)\/(\d+)$/.exec(url.pathname);
  if (one) return one[1] === 'general-regs' ? generalReg(Number(one[2])) : document(Number(one[2]));
  if (url.pathname === '/api/documents') {
    return orders(
      Number(url.searchParams.get('page') ?? 1),
      Number(url.searchParams.get('perPage') ?? 25),
    );
  }
  return null;
}

const server = http.createServer((request, response) => {
  answer(new URL(request.url ?? '/', 'http://raw'))
    .then((body) => {
      response.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body ?? { message: 'not found' }));
    })
    .catch((error: Error) => {
      response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ message: error.message }));
    });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('raw handler ready'));
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
