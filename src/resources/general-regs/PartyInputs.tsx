import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';

const wide = { gridColumn: '1 / -1' };
const upper = { '& input': { textTransform: 'uppercase' } };
const reg = (field: string) => `resources.general-regs.fields.${field}`;

const PARTY_TYPES = ['company', 'person', 'public_administration'] as const;
type PartyType = (typeof PARTY_TYPES)[number];

/**
 * "Tipo di cliente": a business, a private person or a public administration, one choice
 * for the two flags the API keeps (`is_person`, `is_public_administration`); the help says
 * what the choice changes. A server error on either flag shows here.
 */
const PartyTypeInput = ({ prefix }: { prefix: string }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const { errors } = useFormState();
  const [isPerson, isPa] = useWatch({
    name: [`${prefix}is_person`, `${prefix}is_public_administration`],
  });
  const value: PartyType = isPerson ? 'person' : isPa ? 'public_administration' : 'company';
  const choose = (next: PartyType) => {
    const options = { shouldDirty: true, shouldValidate: true };
    setValue(`${prefix}is_person`, next === 'person', options);
    setValue(`${prefix}is_public_administration`, next === 'public_administration', options);
  };
  const group = prefix.replace(/\.$/, '');
  const fieldErrors = (group ? errors[group] : errors) as Record<string, { message?: string }>;
  const error = fieldErrors?.is_public_administration?.message ?? fieldErrors?.is_person?.message;
  const help = isPa ? 'pa_help' : isPerson ? 'is_person_help' : null;
  const labelId = `${group || 'party'}-type-label`;
  return (
    <FormControl error={Boolean(error)} sx={wide}>
      <FormLabel id={labelId}>{translate(reg('party_type'))}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => choose(event.target.value as PartyType)}
      >
        {PARTY_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            value={type}
            control={<Radio />}
            label={translate(reg(`party_type_${type}`))}
          />
        ))}
      </RadioGroup>
      {(error || help) && (
        <FormHelperText>{error ? translate(error) : translate(reg(help!))}</FormHelperText>
      )}
    </FormControl>
  );
};

/**
 * Who the party is, for e-invoicing: a company or a public administration (name) or a
 * private person (first and last name, the display name made of them by the API); VAT number (checked against the country)
 * and tax code. `prefix` is `''` in the general registry's form, `general.` in a customer's.
 */
export const PartyIdentityInputs = ({ prefix = '' }: { prefix?: string }) => {
  const isPerson = useWatch({ name: `${prefix}is_person` }) === true;
  return (
    <>
      <PartyTypeInput prefix={prefix} />
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

/**
 * Where the SDI delivers the invoices: the SDI code, or the PEC, or neither (0000000); a
 * public administration's is the 6-character office code of the Indice PA.
 */
export const RecipientInputs = ({ prefix = '' }: { prefix?: string }) => {
  const isPa = useWatch({ name: `${prefix}is_public_administration` }) === true;
  return (
    <>
      <TextInput source={`${prefix}pec`} label={reg('pec')} type="email" />
      <TextInput
        source={`${prefix}sdi_code`}
        label={reg(isPa ? 'office_code' : 'sdi_code')}
        helperText={reg(isPa ? 'office_code_help' : 'sdi_code_help')}
        sx={upper}
        slotProps={{ htmlInput: { maxLength: isPa ? 6 : 7 } }}
      />
    </>
  );
};

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
