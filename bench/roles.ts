/**
 * `npm run bench` (roles and audit, issue 36): what the role check costs a GET of one record
 * (target under 5 %), what hiding prices costs the warehouse, what an update's audit entry
 * (with its `before` read) costs, and the audit trail's list over 10,000,000 entries (target
 * p95 under 50 ms filtered by record). BENCH_AUDIT_ENTRIES lowers the size for a quick try.
 */
import os from 'node:os';
import type { FastifyRequest } from 'fastify';
import { getter, latencyTable, signIn, startBench, timed } from './harness';

const ENTRIES = Number(process.env.BENCH_AUDIT_ENTRIES ?? 10_000_000);

const bench = await startBench('bench-roles', console.log);
try {
  const { pool } = bench.database;
  const app = await bench.app();
  const owner = await signIn(app);
  const { rows: customers } = await pool.query<{ id: number }>(
    'select id from customers where company_id = 1 order by id limit 1',
  );
  const { rows: orders } = await pool.query<{ id: number }>(
    "select id from documents where company_id = 1 and type = 'order' order by id desc limit 1",
  );
  const customer = customers[0].id;
  const order = orders[0].id;
  console.log(`\n${os.cpus().length} cores, Node ${process.version}\n`);

  // The role check alone: the onRequest hook every tenant route runs, on a request as the
  // router gives it (100,000 calls), against a GET of one customer's whole time.
  const request = {
    auth: { role: 'sales' },
    routeOptions: { config: { permission: 'registry.read' } },
  } as unknown as FastifyRequest;
  const calls = 100_000;
  const started = performance.now();
  for (let i = 0; i < calls; i++) await app.requirePermission(request);
  const checkMs = (performance.now() - started) / calls;
  const one = await timed(getter(app, owner)(`/api/customers/${customer}`), 500);
  console.log(
    `role check: ${(checkMs * 1000).toFixed(2)} µs a call; GET /api/customers/:id p50 ${one.p50.toFixed(2)} ms -> ${((checkMs / one.p50) * 100).toFixed(3)} % of it\n`,
  );

  // The warehouse's answers without prices (parsed and written again) against the owner's.
  await pool.query(
    `update memberships set role = 'warehouse'
      where user_id = (select id from users where email = 'magazzino@example.com') and company_id = 1`,
  );
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'magazzino@example.com', password: 'Password1!' },
  });
  const clerk = { authorization: `Bearer ${login.json().authToken}` };
  await app.inject({
    method: 'POST',
    url: '/api/user/select-company',
    headers: clerk,
    payload: { company_id: 1 },
  });
  const { rows: carriers } = await pool.query<{ id: number; version: number }>(
    'select id from carriers where company_id = 1 order by id limit 1',
  );
  const carrier = (
    await app.inject({ url: `/api/carriers/${carriers[0].id}`, headers: owner })
  ).json().item;
  const { id: _id, version: _version, ...fields } = carrier;
  let version = carrier.version as number;
  const update = async () => {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/carriers/${carriers[0].id}`,
      headers: owner,
      payload: { ...fields, phone: `+39 051 ${version}`, version },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    version = response.json().item.version;
  };
  console.log(
    await latencyTable([
      [
        'GET /api/documents/:id (an order), owner',
        300,
        getter(app, owner)(`/api/documents/${order}`),
      ],
      [
        'GET /api/documents/:id (an order), warehouse: no prices',
        300,
        getter(app, clerk)(`/api/documents/${order}`),
      ],
      [
        'GET /api/documents?type=order, owner',
        200,
        getter(app, owner)('/api/documents?type=order'),
      ],
      [
        'GET /api/documents?type=order, warehouse: no prices',
        200,
        getter(app, clerk)('/api/documents?type=order'),
      ],
      ['PUT /api/carriers/:id with its audit entry (before read, after)', 200, update],
    ]),
  );

  // The trail at ENTRIES, one a second back from now: each company has every action (runs of
  // ten entries alternate between the two), 10 resources, 500,000 records, a tenth sign-ins.
  const t0 = performance.now();
  await pool.query(
    `insert into audit_entries (company_id, at, user_id, user_email, ip, action, resource, record_id, label, route, after)
     select 1 + (i / 10) % 2, now() - (i || ' seconds')::interval, 1, 'admin@example.com', '127.0.0.1',
            (array['create','update','update','issue','xml','delete','update','update','sign_in','update'])[1 + i % 10],
            (array['customers','documents','articles','carriers','payments','documents','customers','documents','users','shipping-lists'])[1 + i % 10],
            ((i / 20) % 500000)::text, 'Record ' || (i / 20), 'PUT /x/:id', jsonb_build_object('id', i, 'name', 'x')
     from generate_series(1, $1) as i`,
    [ENTRIES],
  );
  // As autovacuum leaves a table that has settled: statistics, and the visibility map that
  // lets a count read the index alone.
  await pool.query('vacuum analyze audit_entries');
  console.log(
    `\nloaded ${ENTRIES.toLocaleString('en')} audit entries in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const { rows: sample } = await pool.query<{ record_id: string }>(
    "select record_id from audit_entries where company_id = 1 and resource = 'customers' order by id desc limit 1 offset 1000",
  );
  const get = getter(app, owner);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  console.log(
    await latencyTable([
      ['GET /api/audit-entries (page 1, newest first)', 200, get('/api/audit-entries')],
      [
        "GET /api/audit-entries?resource=customers&record_id= (a record's Cronologia)",
        200,
        get(`/api/audit-entries?resource=customers&record_id=${sample[0].record_id}`),
      ],
      ['GET /api/audit-entries?action=issue', 200, get('/api/audit-entries?action=issue')],
      [
        'GET /api/audit-entries?date_from&date_to (yesterday: 43,200 of the company)',
        100,
        get(`/api/audit-entries?date_from=${yesterday}&date_to=${yesterday}`),
      ],
      [
        'GET /api/audit-entries?page=200 (a deep page)',
        100,
        get('/api/audit-entries?page=200&perPage=25'),
      ],
    ]),
  );
} finally {
  await bench.close();
}
