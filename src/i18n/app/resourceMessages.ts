import type { StringMap } from 'ra-core';

/** A resource's section of a language's catalogue: `resources.<name>`. */
export type ResourceSection = StringMap & { name: string; menu?: string };

/**
 * A resource's own texts are kept in its folder, one file per language
 * (`src/resources/<name>/messages/<lang>.ts`); each language's catalogue finds its files with
 * a Vite glob and passes them here, so only the active language's texts are loaded.
 * Returns the `resources.<folder name>` sections. Words a folder keeps under another key (the
 * shipping lists' `shipping.*`, the dashboards' `dashboards.*`, the configurator's
 * `configurator.*`, the spreadsheet imports' `import.*`) are imported by name in each catalogue.
 */
export const folderMessages = (
  modules: Record<string, ResourceSection>,
): Record<string, ResourceSection> =>
  Object.fromEntries(
    Object.entries(modules).map(([path, section]) => [path.split('/').at(-3) as string, section]),
  );
