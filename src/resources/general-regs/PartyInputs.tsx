import { BooleanInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';

const wide = { gridColumn: '1 / -1' };
const upper = { '& input': { textTransform: 'uppercase' } };
const reg = (field: string) => `resources.general-regs.fields.${field}`;

/**
 * Who the party is, for e-invoicing: a company (name) or a private person (first and last
 * name, the display name made of them by the API); VAT number (checked against the country)
 * and tax code. `prefix` is `''` in the general registry's form, `general.` in a customer's.
 */
export const PartyIdentityInputs = ({ prefix = '' }: { prefix?: string }) => {
  const isPerson = useWatch({ name: `${prefix}is_person` }) === true;
  return (
    <>
      <BooleanInput
        source={`${prefix}is_person`}
        label={reg('is_person')}
        helperText={reg('is_person_help')}
        sx={wide}
      />
      {isPerson ? (
        <>
          <TextInput source={`${prefix}last_name`} label={reg('last_name')} autoFocus />
          <TextInput source={`${prefix}first_name`} label={reg('first_name')} />
        </>
      ) : (
        <TextInput source={`${prefix}name`} label={reg('name')} autoFocus sx={wide} />
      )}
      {/* No length limit: "IT 01234567897" pasted from an invoice is normalised by the schema. */}
      <TextInput
        source={`${prefix}vat_number`}
        label={reg('vat_number')}
        helperText={reg('vat_number_help')}
        sx={upper}
      />
      <TextInput
        source={`${prefix}tax_code`}
        label={reg('tax_code')}
        sx={upper}
        slotProps={{ htmlInput: { maxLength: 16 } }}
      />
    </>
  );
};

/** Where the SDI delivers the invoices: the SDI code, or the PEC, or neither (0000000). */
export const RecipientInputs = ({ prefix = '' }: { prefix?: string }) => (
  <>
    <TextInput source={`${prefix}pec`} label={reg('pec')} type="email" />
    <TextInput
      source={`${prefix}sdi_code`}
      label={reg('sdi_code')}
      helperText={reg('sdi_code_help')}
      sx={upper}
      slotProps={{ htmlInput: { maxLength: 7 } }}
    />
  </>
);

/**
 * The postcode: an Italian CAP (5 digits, numeric keyboard) or, abroad, up to 10 characters.
 * The country is `${prefix}country`, else `${fallbackPrefix}country` (a customer's billing
 * address without its own country is in the registry entry's).
 */
export const ZipInput = ({
  prefix = '',
  fallbackPrefix,
  label,
}: {
  prefix?: string;
  fallbackPrefix?: string;
  label?: string;
}) => {
  const [own, fallback] = useWatch({
    name: [`${prefix}country`, `${fallbackPrefix ?? prefix}country`],
  }) as (string | null | undefined)[];
  const country = own || fallback;
  const italian = !country || country.toUpperCase() === 'IT';
  return (
    <TextInput
      source={`${prefix}zip`}
      label={label}
      sx={upper}
      slotProps={{
        htmlInput: italian ? { inputMode: 'numeric', maxLength: 5 } : { maxLength: 10 },
      }}
    />
  );
};
