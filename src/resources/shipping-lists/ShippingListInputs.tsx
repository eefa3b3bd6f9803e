import {
  ReferenceInput,
  SelectInput,
  AutocompleteInput,
  TextInput,
  required,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { selectsOf } from '../../../contract/enums';
import type { ShippingList } from '../../../contract/shipping-lists';
import { DateInput } from '../../lib/DateInput';
import { DateTimeInput } from '../../lib/DateTimeInput';
import { DecimalInput } from '../../lib/DecimalInput';
import { formatDecimal } from '../../lib/decimal';
import { FormSection } from '../../lib/FormSection';
import { DestinationInput } from '../customers/DestinationInput';
import { CustomerInput } from './CustomerInput';

const field = (name: string) => `shipping.fields.${name}`;

/**
 * The DDT's header (read-only once confirmed): date; the recipient (fixed once the list has
 * items) and place of delivery; causale, porto, who transports and the carrier; the goods'
 * appearance, gross weight (empty: the items' weights summed), start of transport, cash on
 * delivery and notes.
 */
export const ShippingListInputs = ({ readOnly }: { readOnly?: boolean }) => {
  const record = useRecordContext<ShippingList>();
  const translate = useTranslate();
  const locale = useLocale();
  const itemsWeight = formatDecimal(record?.weight ?? '0', locale);
  return (
    <FormSection title="shipping.ddt_section">
      <DateInput source="date" label={field('date')} validate={required()} disabled={readOnly} />
      <CustomerInput
        readOnly={readOnly || (record?.item_count ?? 0) > 0}
        helperText={
          !readOnly && (record?.item_count ?? 0) > 0 ? 'shipping.help.customer_locked' : undefined
        }
      />
      <DestinationInput readOnly={readOnly} label={field('destination')} />
      <SelectInput
        source="transport_reason"
        label={field('transport_reason')}
        choices={selectsOf.transportReasons()}
        validate={required()}
        readOnly={readOnly}
      />
      <SelectInput
        source="carriage"
        label={field('carriage')}
        choices={selectsOf.carriages()}
        validate={required()}
        readOnly={readOnly}
      />
      <SelectInput
        source="transport_by"
        label={field('transport_by')}
        choices={selectsOf.transportBy()}
        validate={required()}
        readOnly={readOnly}
      />
      <ReferenceInput
        source="carrier_id"
        reference="carriers"
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteInput
          label={field('carrier')}
          optionText="name"
          filterToQuery={(q: string) => ({ q })}
          readOnly={readOnly}
        />
      </ReferenceInput>
      <TextInput source="goods_appearance" label={field('goods_appearance')} readOnly={readOnly} />
      <DecimalInput
        source="gross_weight"
        label={field('gross_weight')}
        placeholder={itemsWeight}
        helperText={translate('shipping.help.gross_weight', { weight: itemsWeight })}
        readOnly={readOnly}
      />
      <DateTimeInput
        source="transport_start"
        label={field('transport_start')}
        readOnly={readOnly}
      />
      <DecimalInput source="cod_amount" label={field('cod_amount')} readOnly={readOnly} />
      <TextInput
        source="notes"
        label={field('notes')}
        multiline
        minRows={2}
        readOnly={readOnly}
        sx={{ gridColumn: '1 / -1' }}
      />
    </FormSection>
  );
};
