import { useEffect } from 'react';
import { SelectInput, useGetOne } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { BILLING_ADDRESS, destinationChoices, type DestinationOption } from './ddtModel';

/**
 * The place of delivery: the customer's billing address or one of its destinations (the
 * customer's record embeds them). Cleared when the customer changes to one it is not of.
 */
export const DestinationInput = ({ readOnly }: { readOnly?: boolean }) => {
  const customerId = useWatch({ name: 'customer_id' }) as number | null | undefined;
  const destinationId = useWatch({ name: 'destination_id' }) as number | null | undefined;
  const { setValue } = useFormContext();
  const { data: customer, isPending } = useGetOne<{
    id: number;
    destinations?: DestinationOption[];
  }>('customers', { id: customerId! }, { enabled: !!customerId });
  const destinations = customer?.destinations ?? [];
  // Before destinations exist on the customer's record, nothing is cleared.
  const known = !customer?.destinations || destinations.some((d) => d.id === destinationId);
  useEffect(() => {
    if (!readOnly && destinationId && customerId && !isPending && !known) {
      setValue('destination_id', null, { shouldDirty: true });
    }
  }, [readOnly, destinationId, customerId, isPending, known, setValue]);
  return (
    <SelectInput
      source="destination_id"
      label="shipping.fields.destination"
      choices={destinationChoices(destinations)}
      format={(v: number | null | undefined) => v ?? ''}
      parse={(v: string | number) => (v === '' || v === null ? null : Number(v))}
      emptyText={BILLING_ADDRESS}
      translateChoice={false}
      // The empty choice is a place too: "Indirizzo di fatturazione" shows when chosen.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      readOnly={readOnly || !customerId}
    />
  );
};
