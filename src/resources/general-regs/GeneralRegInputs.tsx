import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AutocompleteInput, TextInput, useTranslate } from 'react-admin';
import { PROVINCE_CHOICES, useCountryChoices } from '../../lib/places';

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%', minWidth: 0 }}>
      <Typography
        component="legend"
        variant="subtitle2"
        color="text.secondary"
        sx={{ mb: 0.5, fontWeight: 600 }}
      >
        {translate(title)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            md: 'repeat(2, minmax(0, 1fr))',
            xl: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {children}
      </Box>
    </Box>
  );
};

const wide = { gridColumn: '1 / -1' };
const upper = { '& input': { textTransform: 'uppercase' } };

/** The fields of a general registry entry, shared by the create and the edit form. */
export const GeneralRegInputs = () => {
  const countries = useCountryChoices();
  return (
    <>
      <Section title="resources.general-regs.sections.identity">
        <TextInput source="name" autoFocus sx={wide} />
        {/* No length limit: "IT 01234567897" pasted from an invoice is normalised by the schema. */}
        <TextInput source="vat_number" sx={upper} />
        <TextInput source="tax_code" sx={upper} slotProps={{ htmlInput: { maxLength: 16 } }} />
      </Section>
      <Section title="resources.general-regs.sections.address">
        <TextInput source="address" sx={wide} />
        <TextInput source="zip" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }} />
        <TextInput source="city" />
        <AutocompleteInput source="province" choices={PROVINCE_CHOICES} />
        <AutocompleteInput source="country" choices={countries} />
      </Section>
      <Section title="resources.general-regs.sections.contacts">
        <TextInput source="phone" type="tel" />
        <TextInput source="email" type="email" />
        <TextInput source="pec" type="email" />
        <TextInput source="sdi_code" sx={upper} slotProps={{ htmlInput: { maxLength: 7 } }} />
      </Section>
      <Section title="resources.general-regs.sections.notes">
        <TextInput source="notes" multiline minRows={3} sx={wide} />
      </Section>
    </>
  );
};
