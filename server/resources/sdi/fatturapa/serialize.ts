import type { FatturaTree } from './tree';

/**
 * The FatturaPA tree (`tree.ts`) as an XML document: UTF-8, one element per line, indented.
 * The root is namespaced (`p:`), its descendants unqualified, as the schema declares them.
 */

const NAMESPACES =
  'xmlns:ds="http://www.w3.org/2000/09/xmldsig#" ' +
  'xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2" ' +
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeText = (text: string) => text.replace(/[&<>]/g, (char) => ESCAPES[char]);

type Node = string | undefined | readonly Node[] | { readonly [name: string]: Node };

function write(name: string, node: Node, indent: string, out: string[]): void {
  if (node === undefined) return;
  if (typeof node === 'string') {
    out.push(`${indent}<${name}>${escapeText(node)}</${name}>`);
  } else if (Array.isArray(node)) {
    for (const item of node as readonly Node[]) write(name, item, indent, out);
  } else {
    out.push(`${indent}<${name}>`);
    for (const [child, value] of Object.entries(node)) write(child, value, `${indent}  `, out);
    out.push(`${indent}</${name}>`);
  }
}

export function serialize(tree: FatturaTree): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    // The version attribute says the format too (FPA12 to a public administration).
    `<p:FatturaElettronica versione="${tree.FatturaElettronicaHeader.DatiTrasmissione.FormatoTrasmissione}" ${NAMESPACES}>`,
  ];
  for (const [name, value] of Object.entries(tree)) write(name, value as Node, '  ', out);
  out.push('</p:FatturaElettronica>', '');
  return out.join('\n');
}
