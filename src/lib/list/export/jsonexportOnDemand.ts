/**
 * What ra-core's `defaultExporter` gets when it imports `jsonexport/dist/index.js` (the alias is
 * in vite.config.ts): the same function, whose 8 kB load the first time it is called. Every list
 * imports that exporter through `useListController`, and none of ours calls it (our lists export
 * with ExportMenuButton), so jsonexport would otherwise be on every list's first load.
 * The import below names the file without `.js`, so the alias does not catch it again.
 */
type JsonExport = (...args: unknown[]) => unknown;

export default function jsonexportOnDemand(...args: unknown[]): Promise<unknown> {
  // @ts-expect-error -- jsonexport has no type declarations
  return import('jsonexport/dist/index').then(({ default: jsonexport }) =>
    (jsonexport as JsonExport)(...args),
  );
}
