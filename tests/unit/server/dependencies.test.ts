// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's dependencies point one way (docs/architecture.md, "The API"): `lib/` uses no
 * resource; the registries use neither documents nor what is built on them; documents use no
 * satellite; satellites (every other resource) use documents and registries, and never each
 * other in a circle. Checked on the import statements of every file under `server/`.
 */
const server = path.resolve(__dirname, '../../../server');

/** The master data the sales documents refer to. */
const REGISTRIES = [
  'general-regs',
  'customers',
  'articles',
  'carriers',
  'payment-terms',
  'bank-accounts',
  'company-profile',
  'session',
];
const DOCUMENTS = 'documents';

type Place =
  { kind: 'lib' | 'plugins' | 'db' | 'other' } | { kind: 'resource'; name: string; layer: number };

function placeOf(file: string): Place {
  const [top, name] = path.relative(server, file).split(path.sep);
  if (top === 'lib' || top === 'plugins' || top === 'db') return { kind: top };
  if (top !== 'resources' || !name || name.endsWith('.ts')) return { kind: 'other' };
  const layer = REGISTRIES.includes(name) ? 0 : name === DOCUMENTS ? 1 : 2;
  return { kind: 'resource', name, layer };
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every relative import of the server's files: [importing file, imported path]. */
function imports(): [string, string][] {
  return sources(server).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map(
      (m): [string, string] => [file, path.resolve(path.dirname(file), m[1])],
    ),
  );
}

const show = (file: string) => path.relative(server, file);

describe('server dependencies', () => {
  const edges = imports();

  it('finds the imports it checks', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(sources(path.join(server, 'resources')).length).toBeGreaterThan(100);
  });

  it('lib/ uses no resource and no plugin', () => {
    const wrong = edges.filter(([from, to]) => {
      const target = placeOf(to).kind;
      return placeOf(from).kind === 'lib' && (target === 'resource' || target === 'plugins');
    });
    expect(wrong.map(([from, to]) => `${show(from)} -> ${show(to)}`)).toEqual([]);
  });

  it('registries use no document and documents no satellite', () => {
    const wrong = edges.filter(([from, to]) => {
      const a = placeOf(from);
      const b = placeOf(to);
      return a.kind === 'resource' && b.kind === 'resource' && a.layer < 2 && b.layer > a.layer;
    });
    expect(wrong.map(([from, to]) => `${show(from)} -> ${show(to)}`)).toEqual([]);
  });

  it('satellites do not use each other in a circle', () => {
    const uses = new Map<string, Set<string>>();
    for (const [from, to] of edges) {
      const a = placeOf(from);
      const b = placeOf(to);
      if (a.kind !== 'resource' || b.kind !== 'resource' || a.name === b.name) continue;
      if (a.layer < 2 || b.layer < 2) continue;
      uses.set(a.name, (uses.get(a.name) ?? new Set()).add(b.name));
    }
    const circles: string[] = [];
    const walk = (name: string, trail: string[]) => {
      if (trail.includes(name)) {
        circles.push([...trail.slice(trail.indexOf(name)), name].join(' -> '));
        return;
      }
      for (const next of uses.get(name) ?? []) walk(next, [...trail, name]);
    };
    for (const name of uses.keys()) walk(name, []);
    expect(circles).toEqual([]);
  });
});
