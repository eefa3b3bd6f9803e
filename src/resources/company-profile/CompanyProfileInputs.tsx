import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import {
  BooleanInput,
  AutocompleteInput,
  SelectInput,
  TextInput,
  useLocale,
  useTranslate,
  required,
} from 'react-admin';
import { LIQUIDATION, SOLE_SHAREHOLDER } from '../../../contract/company-profile';
import { SERIES_FIELDS } from '../../../contract/document-series';
import { isLocale } from '../../../contract/messages';
import { regimeChoices } from '../../../contract/regimi-fiscali';
import { DecimalInput } from '../../lib/DecimalInput';
import { FormSection } from '../../lib/FormSection';
import { PROVINCE_CHOICES } from '../../lib/places';
import { AddressInputs } from '../general-regs/GeneralRegInputs';

const wide = { gridColumn: '1 / -1' };
const upper = { '& input': { textTransform: 'uppercase' } };
const T = 'resources.company-profile';

/** `SU`/`SM`, `LN`/`LS` with their names (`resources.company-profile.choices.*`). */
const choicesOf = (ids: readonly string[]) => ids.map((id) => ({ id, name: `${T}.choices.${id}` }));

const Helper = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ ...wide, mb: 1 }}>
      {translate(`${T}.helpers.${text}`)}
    </Typography>
  );
};

/** The fiscal profile's fields, grouped as the FatturaPA CedentePrestatore groups them. */
export const CompanyProfileInputs = () => {
  const locale = useLocale();
  const regimes = useMemo(() => regimeChoices(isLocale(locale) ? locale : 'it'), [locale]);
  return (
    <>
      <FormSection title={`${T}.sections.identity`}>
        <TextInput source="name" autoFocus sx={wide} />
        <TextInput source="vat_number" sx={upper} />
        <TextInput source="tax_code" sx={upper} slotProps={{ htmlInput: { maxLength: 16 } }} />
        <SelectInput
          source="regime_fiscale"
          choices={regimes}
          translateChoice={false}
          sx={wide}
          validate={required()}
        />
      </FormSection>
      <FormSection title={`${T}.sections.address`}>
        <AddressInputs />
      </FormSection>
      <FormSection title={`${T}.sections.rea`}>
        <Helper text="rea" />
        <AutocompleteInput source="rea_office" choices={PROVINCE_CHOICES} />
        <TextInput source="rea_number" slotProps={{ htmlInput: { maxLength: 20 } }} />
        <DecimalInput source="share_capital" />
        <SelectInput source="sole_shareholder" choices={choicesOf(SOLE_SHAREHOLDER)} emptyText="" />
        <SelectInput source="liquidation" choices={choicesOf(LIQUIDATION)} validate={required()} />
      </FormSection>
      <FormSection title={`${T}.sections.bank`}>
        <Helper text="iban" />
        <TextInput source="iban" sx={upper} slotProps={{ htmlInput: { maxLength: 42 } }} />
        <TextInput source="bank_name" />
      </FormSection>
      <FormSection title={`${T}.sections.contacts`}>
        <TextInput source="phone" type="tel" />
        <TextInput source="email" type="email" />
        <TextInput source="pec" type="email" />
      </FormSection>
      <FormSection title={`${T}.sections.transmitter`}>
        <Helper text="transmitter" />
        <TextInput
          source="transmitter_country"
          sx={upper}
          slotProps={{ htmlInput: { maxLength: 2 } }}
        />
        <TextInput
          source="transmitter_code"
          sx={upper}
          slotProps={{ htmlInput: { maxLength: 28 } }}
        />
      </FormSection>
      <FormSection title={`${T}.sections.numbering`}>
        <Helper text="numbering" />
        {SERIES_FIELDS.map((field) => (
          <TextInput
            key={field}
            source={field}
            sx={upper}
            slotProps={{ htmlInput: { maxLength: 4 } }}
          />
        ))}
      </FormSection>
      <FormSection title="resources.stock-movements.stock.title">
        <BooleanInput
          source="allow_negative_stock"
          label="resources.stock-movements.settings.allow_negative"
          helperText="resources.stock-movements.settings.allow_negative_help"
        />
      </FormSection>
    </>
  );
};
