import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The official pain.008.001.02 XSD, kept in the tree (server/resources/bank-batches/schema). */
export const SDD_SCHEMA = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../server/resources/bank-batches/schema/pain.008.001.02.xsd',
);
