/**
 * A tree of plain values as XML elements: property names are element names in order, a
 * string is an element's text, `undefined` an element left out, an array a repeated element.
 * An object may carry its attributes under `$` and its text under `_` (`<InstdAmt Ccy="EUR">`).
 * One element per line, indented by two spaces.
 */
export type XmlNode =
  | string
  | undefined
  | readonly XmlNode[]
  | { readonly $?: Readonly<Record<string, string>>; readonly [name: string]: unknown };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};
/** Text of an element (`&`, `<`, `>` escaped); of an attribute, `"` too. */
export const escapeXml = (text: string, quote = false) =>
  text.replace(quote ? /[&<>"]/g : /[&<>]/g, (char) => ESCAPES[char]);

const attributes = (attrs: Readonly<Record<string, string>> | undefined) =>
  Object.entries(attrs ?? {})
    .map(([key, value]) => ` ${key}="${escapeXml(value, true)}"`)
    .join('');

export function writeXml(name: string, node: XmlNode, indent: string, out: string[]): void {
  if (node === undefined) return;
  if (typeof node === 'string') {
    out.push(`${indent}<${name}>${escapeXml(node)}</${name}>`);
  } else if (Array.isArray(node)) {
    for (const item of node as readonly XmlNode[]) writeXml(name, item, indent, out);
  } else {
    const { $: attrs, _: text, ...children } = node as Record<string, unknown>;
    const open = `${indent}<${name}${attributes(attrs as Record<string, string> | undefined)}>`;
    if (typeof text === 'string') {
      out.push(`${open}${escapeXml(text)}</${name}>`);
      return;
    }
    out.push(open);
    for (const [child, value] of Object.entries(children)) {
      writeXml(child, value as XmlNode, `${indent}  `, out);
    }
    out.push(`${indent}</${name}>`);
  }
}
