import {
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  required,
} from 'react-admin';
import { useEffect, useRef } from 'react';
import { splitPaymentAllowed } from '../../../contract/buyer-kinds';
import { useFormContext, useWatch } from 'react-hook-form';
import { DecimalInput } from '../../lib/DecimalInput';
import { FormSection } from '../../lib/FormSection';
import { PROVINCE_CHOICES, useCountryChoices } from '../../lib/places';
import { useSelects } from '../../lib/useSelects';
import { PartyIdentityInputs, RecipientInputs, ZipInput } from '../general-regs/PartyInputs';
import { PaymentTermReferenceInput } from '../payment-terms/PaymentTermReferenceInput';
import { BuyerKindHint, useBuyerKind } from './BuyerKindHint';
import { ContactOverrideInput } from './ContactOverrideInput';

const wide = { gridColumn: '1 / -1' };
const upper = { '& input': { textTransform: 'uppercase' } };
const reg = (field: string) => `resources.general-regs.fields.${field}`;
const own = (field: string) => `resources.customers.fields.${field}`;

/** Address fields under `prefix` (`general` or `billing`). */
const AddressInputs = ({ prefix }: { prefix: string }) => {
  const countries = useCountryChoices();
  return (
    <>
      <TextInput source={`${prefix}.address`} label={reg('address')} sx={wide} />
      <ZipInput prefix={`${prefix}.`} fallbackPrefix="general." label={reg('zip')} />
      <TextInput source={`${prefix}.city`} label={reg('city')} />
      <AutocompleteInput
        source={`${prefix}.province`}
        label={reg('province')}
        choices={PROVINCE_CHOICES}
      />
      <AutocompleteInput source={`${prefix}.country`} label={reg('country')} choices={countries} />
    </>
  );
};

/** A new customer may link an entry of the general registry instead of creating one. */
const ExistingGeneralInput = () => (
  <ReferenceInput
    source="general.id"
    reference="general-regs"
    sort={{ field: 'name', order: 'ASC' }}
  >
    <AutocompleteInput
      label={own('existing_general')}
      helperText={own('existing_general_help')}
      optionText="name"
      filterToQuery={(q: string) => ({ q })}
      sx={wide}
    />
  </ReferenceInput>
);

const GeneralInfo = ({ creating }: { creating: boolean }) => {
  const linked = useWatch({ name: 'general.id' });
  const showFields = !creating || !linked;
  return (
    <FormSection title="app.labels.general_info">
      {creating && <ExistingGeneralInput />}
      {showFields && (
        <>
          <PartyIdentityInputs prefix="general." />
          <AddressInputs prefix="general" />
          <TextInput source="general.phone" label={reg('phone')} type="tel" />
          <TextInput source="general.email" label={reg('email')} type="email" />
          <RecipientInputs prefix="general." />
          <BuyerKindHint />
        </>
      )}
    </FormSection>
  );
};

/**
 * "Fido": a private person buys without credit, so marking the customer a person fills an
 * empty credit limit with 0 (still required, as for a company, and still editable).
 */
const CreditLimitInput = () => {
  const isPerson = useWatch({ name: 'general.is_person' }) === true;
  const { getValues, setValue } = useFormContext();
  useEffect(() => {
    const empty = [undefined, null, ''].includes(getValues('credit_limit'));
    if (isPerson && empty) setValue('credit_limit', '0', { shouldDirty: true });
  }, [isPerson, getValues, setValue]);
  return <DecimalInput source="credit_limit" label={own('credit_limit')} />;
};

/**
 * Split payment (art. 17-ter DPR 633/72): offered to a public administration or an Italian
 * company (the listed ones); a customer becoming a public administration gets it on, as most
 * are, and can turn it off. Another kind has none (the API refuses it): switched off.
 */
const SplitPaymentInput = () => {
  const kind = useBuyerKind();
  const { getValues, setValue } = useFormContext();
  const wasPa = useRef(kind === 'public_administration');
  useEffect(() => {
    const isPa = kind === 'public_administration';
    if (isPa && !wasPa.current) setValue('split_payment', true, { shouldDirty: true });
    if (!splitPaymentAllowed(kind) && getValues('split_payment')) {
      setValue('split_payment', false, { shouldDirty: true });
    }
    wasPa.current = isPa;
  }, [kind, getValues, setValue]);
  if (!splitPaymentAllowed(kind)) return null;
  return (
    <BooleanInput
      source="split_payment"
      label={own('split_payment')}
      helperText={own('split_payment_help')}
      sx={wide}
    />
  );
};

/** Commercial terms: payment terms from their registry, languages from the API's `selects`. */
const AccountDetails = () => {
  const selects = useSelects('customers');
  return (
    <FormSection title="app.labels.account_details">
      <TextInput source="registry_code" label={own('registry_code')} />
      <CreditLimitInput />
      <PaymentTermReferenceInput source="payment_terms" label={own('payment_terms')} />
      <SelectInput
        source="language"
        label={own('language')}
        {...selects('languages')}
        validate={required()}
      />
      <TextInput source="iban" label={own('iban')} sx={{ ...upper, ...wide }} />
      <TextInput source="bank_abi" label={own('bank_abi')} helperText={own('bank_help')} />
      <TextInput source="bank_cab" label={own('bank_cab')} />
      <SplitPaymentInput />
    </FormSection>
  );
};

/**
 * The customer profile's four sections (spec: General info, Account details, Billing
 * details, Additional info), shared by the create and the edit form. Phone and e-mail are
 * the registry entry's (General info, saved with it); the customer's own are overrides.
 */
export const CustomerInputs = ({ creating = false }: { creating?: boolean }) => (
  <>
    <GeneralInfo creating={creating} />
    <AccountDetails />
    <FormSection title="app.labels.billing_details">
      <AddressInputs prefix="billing" />
    </FormSection>
    <FormSection title="app.labels.additional_info">
      <ContactOverrideInput field="phone" />
      <ContactOverrideInput field="email" />
      <TextInput source="references" label={own('references')} multiline sx={wide} />
      <TextInput source="notes" label={own('notes')} multiline minRows={3} sx={wide} />
    </FormSection>
  </>
);
