import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const SCHEMA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../server/resources/sdi/fatturapa/schema',
);

/**
 * Schema 1.2.3 (technical specifications 1.9) keeps 1.2.2's namespace and FPR12 and adds
 * RegimeFiscale RF20; its XSD is not in the tree, so the files are validated by the official
 * 1.2.2 XSD with RF20 added to `RegimeFiscaleType`, and by nothing else of ours.
 */
const withRf20 = (xsd: string) => {
  const type = xsd.indexOf('<xs:simpleType name="RegimeFiscaleType">');
  const end = xsd.indexOf('</xs:restriction>', type);
  if (type < 0 || end < 0) throw new Error('RegimeFiscaleType not found in the 1.2.2 XSD');
  return `${xsd.slice(0, end)}<xs:enumeration value="RF20" />\n    ${xsd.slice(end)}`;
};

const schemaFiles = Promise.all(
  ['FatturaPA_v1.2.2.xsd', 'xmldsig-core.xsd'].map(async (fileName) => {
    const contents = await readFile(path.join(SCHEMA_DIR, fileName), 'utf8');
    return { fileName, contents: fileName.startsWith('FatturaPA') ? withRf20(contents) : contents };
  }),
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
