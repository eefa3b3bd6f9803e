import type { FatturaTree } from './tree';
import { writeXml, type XmlNode } from '../../../lib/xml-write';

/**
 * The FatturaPA tree (`tree.ts`) as an XML document: UTF-8, one element per line, indented.
 * The root is namespaced (`p:`), its descendants unqualified, as the schema declares them.
 */

const NAMESPACES =
  'xmlns:ds="http://www.w3.org/2000/09/xmldsig#" ' +
  'xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2" ' +
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';

export function serialize(tree: FatturaTree): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    // The version attribute says the format too (FPA12 to a public administration).
    `<p:FatturaElettronica versione="${tree.FatturaElettronicaHeader.DatiTrasmissione.FormatoTrasmissione}" ${NAMESPACES}>`,
  ];
  for (const [name, value] of Object.entries(tree)) writeXml(name, value as XmlNode, '  ', out);
  out.push('</p:FatturaElettronica>', '');
  return out.join('\n');
}
