import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../server/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server where each test file creates (and drops) a database of its own. */
    adminUrl: string;
  }
}

/**
 * With DATABASE_URL set, the server suite runs on that PostgreSQL; otherwise on an embedded
 * one created for this run in a temporary directory.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('adminUrl', process.env.DATABASE_URL);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestionale-test-pg-'));
  const embedded = await startEmbeddedPostgres(path.join(dir, 'postgres'), console);
  project.provide('adminUrl', embedded.url);
  return async () => {
    await embedded.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
