import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every string a user can see comes from the i18n catalogues: this scans the SPA's JSX for
 * text and for literals in user-visible props that are not translation keys.
 */

const SRC = path.resolve(__dirname, '../../src');

/** Props whose value a user sees or hears. */
const VISIBLE_PROPS = new Set([
  'label',
  'title',
  'aria-label',
  'aria-valuetext',
  'alt',
  'placeholder',
  'helperText',
  'emptyText',
  'tooltip',
  'primaryText',
  'secondaryText',
  'tertiaryText',
  'noOptionsText',
  'loadingText',
  'message',
  'content',
  'confirmTitle',
  'confirmContent',
  'successMessage',
]);

/** Words and symbols that read the same in every language. */
const ALLOWED = new Set(['Gestionale', 'beta', 'PDF', 'CSV', 'XLSX', 'IVA', '—', '–', '…', '×']);

/**
 * "resources.articles.fields.code", "ra.action.save": a catalogue key, or the fixed start of
 * one in a template (`resources.documents.new.${type}`).
 */
const KEY = /^[a-z][\w-]*(\.[\w-]*)+$/;
/** Text with no letter (numbers, symbols, punctuation) is not translated. */
const HAS_LETTER = /\p{L}/u;

const isVisibleText = (text: string) => {
  const trimmed = text.trim();
  return HAS_LETTER.test(trimmed) && !KEY.test(trimmed) && !ALLOWED.has(trimmed);
};

function tsxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** Props that name a record field, not a text (`<ImageField source="src" title="title" />`). */
const FIELD_PATH_PROPS: Record<string, string[]> = { ImageField: ['title'], FileField: ['title'] };

/**
 * The literal texts a value can produce (`"x"`, `{'x'}`, `{a ? 'x' : 'y'}`, `{a || 'x'}`,
 * and the fixed parts of a template literal).
 */
function literals(node: ts.Node | undefined): { node: ts.Node; text: string }[] {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return [{ node, text: node.text }];
  }
  if (ts.isTemplateExpression(node)) {
    // A key built from parts (`resources.documents.${messages}.date`) is judged whole, with
    // each substitution standing for one segment; anything else, part by part.
    const whole =
      node.head.text + node.templateSpans.map((span) => `x${span.literal.text}`).join('');
    if (KEY.test(whole)) return [];
    return [node.head, ...node.templateSpans.map((span) => span.literal)].map((part) => ({
      node: part,
      text: part.text,
    }));
  }
  if (ts.isJsxExpression(node)) return literals(node.expression);
  if (ts.isParenthesizedExpression(node)) return literals(node.expression);
  if (ts.isConditionalExpression(node))
    return [...literals(node.whenTrue), ...literals(node.whenFalse)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.BarBarToken) {
    return [...literals(node.left), ...literals(node.right)];
  }
  return [];
}

function isVisibleProp(attribute: ts.JsxAttribute, source: ts.SourceFile) {
  const name = attribute.name.getText(source);
  const element = attribute.parent.parent.tagName.getText(source);
  return VISIBLE_PROPS.has(name) && !FIELD_PATH_PROPS[element]?.includes(name);
}

/** `file:line  text` for each hard-coded visible string of one file. */
function findings(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${path.relative(SRC, file)}:${line + 1}  ${text.trim()}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isVisibleText(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && isVisibleProp(node, source)) {
      for (const literal of literals(node.initializer)) {
        if (isVisibleText(literal.text)) report(literal.node, literal.text);
      }
    }
    // {'text'} as a child of an element.
    if (
      ts.isJsxExpression(node) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      for (const literal of literals(node.expression)) {
        if (isVisibleText(literal.text)) report(literal.node, literal.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('visible strings', () => {
  it('are translation keys, not literals, in every .tsx of src/', () => {
    const found = tsxFiles(SRC).flatMap(findings);
    expect(found, found.join('\n')).toEqual([]);
  });
});
