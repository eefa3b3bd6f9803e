import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../../server/db/client';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { prepareDatabase } from '../../server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server where each test file creates (and drops) a database of its own. */
    adminUrl: string;
    /** The database each test file's own is copied from: migrated, with the demo data. */
    templateDb: string;
  }
}

/**
 * Migrates and seeds one database, once, for every file to copy (`CREATE DATABASE … TEMPLATE`,
 * a file copy) instead of each running the migrations and the seed again. Answers its drop.
 */
async function createTemplate(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connect(url.toString(), 1);
  await prepareDatabase(database.pool, { seed: true, log: () => {} });
  await database.pool.end();
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}

/**
 * With DATABASE_URL set, the server suite runs on that PostgreSQL; otherwise on an embedded
 * one created for this run in a temporary directory.
 */
export default async function setup(project: TestProject) {
  const templateDb = `t_template_${process.pid}`;
  project.provide('templateDb', templateDb);
  if (process.env.DATABASE_URL) {
    project.provide('adminUrl', process.env.DATABASE_URL);
    return createTemplate(process.env.DATABASE_URL, templateDb);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestionale-test-pg-'));
  const embedded = await startEmbeddedPostgres(path.join(dir, 'postgres'), console);
  project.provide('adminUrl', embedded.url);
  const dropTemplate = await createTemplate(embedded.url, templateDb);
  return async () => {
    await dropTemplate();
    await embedded.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
