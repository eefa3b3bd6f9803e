import { AutocompleteInput, TextInput, useDataProvider, useRecordContext } from 'react-admin';
import { destinationInput, type Destination } from '../../../contract/destinations';
import type { Customer } from '../../../contract/customers';
import { InlineRows, inlineMessages } from '../../lib/inline/InlineRows';
import { PROVINCE_CHOICES, useCountryChoices } from '../../lib/places';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { DestinationData } from './destinationMethods';
import { ZipInput } from '../general-regs/PartyInputs';
import { formResolver } from '../../lib/form/formResolver';
import { destinationAddress } from './destinationModel';

const resolver = formResolver(destinationInput);
const field = (name: string) => `resources.customers.destinations.${name}`;
const reg = (name: string) => `resources.general-regs.fields.${name}`;
const wide = { gridColumn: { md: 'span 2' } };

/**
 * "Destinazioni": the customer's delivery addresses, edited in place. Orders and DDTs pick
 * one of them as the place of delivery (the billing address when none).
 */
export const CustomerDestinations = () => {
  const record = useRecordContext<Customer>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const countries = useCountryChoices();
  if (!record) return null;
  return (
    <InlineRows<Destination, DestinationData>
      rows={record.destinations ?? []}
      columns={[
        { label: field('name'), render: (row) => row.name },
        { label: reg('address'), render: destinationAddress },
        { label: reg('phone'), render: (row) => row.phone ?? '' },
        { label: field('notes'), render: (row) => row.notes ?? '' },
      ]}
      inputs={
        <>
          <TextInput source="name" label={field('name')} />
          <TextInput source="address" label={reg('address')} sx={wide} />
          <ZipInput label={reg('zip')} />
          <TextInput source="city" label={reg('city')} />
          <AutocompleteInput source="province" label={reg('province')} choices={PROVINCE_CHOICES} />
          <AutocompleteInput source="country" label={reg('country')} choices={countries} />
          <TextInput source="phone" label={reg('phone')} type="tel" />
          <TextInput source="notes" label={field('notes')} multiline sx={wide} />
        </>
      }
      resolver={resolver}
      defaults={(row) => ({
        name: row?.name ?? '',
        address: row?.address ?? '',
        zip: row?.zip ?? '',
        city: row?.city ?? '',
        province: row?.province ?? null,
        country: row?.country ?? 'IT',
        phone: row?.phone ?? '',
        notes: row?.notes ?? '',
      })}
      onCreate={(values) => dataProvider.createDestination(record.id, values)}
      onUpdate={(row, values) =>
        dataProvider.updateDestination(row.id, { ...values, version: row.version })
      }
      onDelete={(row) => dataProvider.deleteDestination(row.id)}
      messages={inlineMessages('resources.customers.destinations')}
    />
  );
};
