import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { selectsOf } from '../../contract/enums';
import type { AppDataProvider } from '../providers/dataProvider';
import type { Choice } from './enumChoices';

/** How long the option lists are trusted before they are asked for again. */
const SELECTS_STALE_MS = 10 * 60 * 1000;

/** The bundled list of the same name, should the server's not arrive (offline, error). */
const bundled = (name: string): Choice[] | undefined =>
  (selectsOf as Record<string, (() => Choice[]) | undefined>)[name]?.();

/**
 * The option lists of a resource's forms, from the API's `selects` (names are `enums.*`
 * translation keys, translated by the inputs). Asked once per resource and cached; while
 * they load, an input shows react-admin's loading state, and should the call fail, the
 * bundled lists of contract/enums.ts (the same keys) stand in. Usage:
 * `const selects = useSelects('articles'); <SelectInput source="unit" {...selects('units')} />`.
 */
export function useSelects(resource: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: [resource, 'selects'],
    queryFn: ({ signal }) => dataProvider.getSelects(resource, signal),
    staleTime: SELECTS_STALE_MS,
    retry: 1,
  });
  return (name: string) => ({
    choices: data?.[name] ?? (isPending ? [] : (bundled(name) ?? [])),
    isPending,
  });
}
