import { useEffect } from 'react';
import { AutocompleteInput, ReferenceInput, useListContext, type SortPayload } from 'react-admin';
import { useFormContext } from 'react-hook-form';

export interface ReferenceFilterProps {
  source: string;
  reference: string;
  sort: SortPayload;
  label: string;
}

const byText = (q: string) => ({ q });

/**
 * A filter by a customer or an article: an autocomplete of the resource's representations.
 * Loaded lazily, it joins the filter form after the form took the list's filters (react-admin
 * fills only the inputs present then), so it starts from the list's value itself.
 */
export default function ReferenceFilter({ label, ...props }: ReferenceFilterProps) {
  const { filterValues } = useListContext();
  const { getValues, setValue } = useFormContext();
  const listed = (filterValues as Record<string, unknown> | undefined)?.[props.source];
  useEffect(() => {
    if (listed != null && getValues(props.source) == null) setValue(props.source, listed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the filter appears
  }, []);
  return (
    <ReferenceInput {...props}>
      <AutocompleteInput label={label} filterToQuery={byText} sx={{ minWidth: 280 }} />
    </ReferenceInput>
  );
}
