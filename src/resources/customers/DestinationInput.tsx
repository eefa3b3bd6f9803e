import { useEffect } from 'react';
import { SelectInput, useGetOne } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Customer } from '../../../contract/customers';
import { destinationText } from './destinationModel';

/**
 * "Destinazione" of a form with `customer_id` and `destination_id` (a document's header, a
 * DDT's): where the goods go, the billing address (empty) or one of the chosen customer's
 * delivery destinations (`customer.destinations`, read again when the customer changes). A
 * destination of the previous customer is cleared when the customer changes: the server
 * would refuse it (400 on `destination_id`).
 */
export const DestinationInput = ({
  readOnly,
  label = 'resources.documents.fields.destination_id',
}: {
  readOnly?: boolean;
  label?: string;
}) => {
  const customerId = useWatch({ name: 'customer_id' });
  const destinationId = useWatch({ name: 'destination_id' });
  const { setValue } = useFormContext();
  const { data: customer, isPending } = useGetOne<Customer>(
    'customers',
    { id: customerId },
    { enabled: Boolean(customerId) },
  );
  // The previous customer's record while the new one loads is not an answer.
  const loaded = customer && String(customer.id) === String(customerId) ? customer : undefined;
  const destinations = loaded?.destinations;
  useEffect(() => {
    if (!destinationId || !destinations) return;
    if (!destinations.some((d) => d.id === destinationId)) {
      setValue('destination_id', null, { shouldDirty: true });
    }
  }, [destinationId, destinations, setValue]);
  return (
    <SelectInput
      source="destination_id"
      label={label}
      choices={destinations ?? []}
      optionText={destinationText}
      emptyText="resources.documents.fields.billing_address"
      isPending={Boolean(customerId) && isPending}
      readOnly={readOnly}
      // The billing address is a choice like the others: shown by name when chosen.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ gridColumn: { md: 'span 2' } }}
    />
  );
};
