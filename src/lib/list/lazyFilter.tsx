import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useListContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';

/**
 * A list filter whose code loads when the filter is shown (from "Aggiungi filtro", or by itself
 * when the URL holds it), not with the list.
 */
export function lazyFilter<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Input = lazy(load);
  const LazyFilter = (props: P) => (
    <Suspense fallback={null}>
      <Input {...props} />
    </Suspense>
  );
  return LazyFilter;
}

/**
 * For a lazily loaded filter input: it joins the filter form after the form took the list's
 * filters (react-admin fills only the inputs present then), so it takes the list's value of
 * `source` itself, once, when it appears.
 */
export function useListFilterValue(source: string) {
  const { filterValues } = useListContext();
  const { getValues, setValue } = useFormContext();
  const listed = (filterValues as Record<string, unknown> | undefined)?.[source];
  useEffect(() => {
    if (listed != null && getValues(source) == null) setValue(source, listed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the filter appears
  }, []);
}
