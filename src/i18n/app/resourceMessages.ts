import type { StringMap } from 'ra-core';
import type { Locale } from '../../../contract/messages';

/**
 * A resource's own texts, kept in its folder (`src/resources/<name>/messages.ts`): one
 * catalogue section per language, merged into `resources.<name>` of each language.
 */
export type ResourceMessages = Record<Locale, StringMap & { name: string; menu?: string }>;

const modules = import.meta.glob<{ default: ResourceMessages }>('../../resources/*/messages.ts', {
  eager: true,
});

/** `resources.<folder name>` sections in `locale`, from every resource folder that has them. */
export const folderMessages = (locale: Locale): Record<string, StringMap> =>
  Object.fromEntries(
    Object.entries(modules).map(([path, module]) => [
      path.split('/').at(-2) as string,
      module.default[locale],
    ]),
  );
