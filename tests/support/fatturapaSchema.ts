import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const SCHEMA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../server/resources/sdi/fatturapa/schema',
);

const schemaFiles = Promise.all(
  ['FatturaPA_v1.2.2.xsd', 'xmldsig-core.xsd'].map(async (fileName) => ({
    fileName,
    contents: await readFile(path.join(SCHEMA_DIR, fileName), 'utf8'),
  })),
);

/** The official schema's verdict on `xml`: the errors xmllint reports, none when valid. */
export async function fatturapaSchemaErrors(xml: string): Promise<string[]> {
  const [main, signature] = await schemaFiles;
  const result = await validateXML({
    xml: { fileName: 'invoice.xml', contents: xml },
    schema: main,
    preload: signature,
  });
  return result.errors.map((error) => error.rawMessage);
}
