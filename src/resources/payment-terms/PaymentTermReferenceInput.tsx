import { AutocompleteInput, ReferenceInput } from 'react-admin';
import type { SxProps } from '@mui/material/styles';

type TermOption = { code: string; description: string };
/** `BB30DF — Bonifico 30 gg d.f.` */
export const termText = (term?: TermOption) =>
  term ? [term.code, term.description].filter(Boolean).join(' — ') : '';

/**
 * A payment term of the registry (`/payment-terms`), searched by code or description: the
 * customer's terms and an invoice's. Empty means none.
 */
export const PaymentTermReferenceInput = ({
  source,
  label,
  helperText,
  sx,
  readOnly,
}: {
  source: string;
  label: string;
  helperText?: string;
  sx?: SxProps;
  readOnly?: boolean;
}) => (
  <ReferenceInput source={source} reference="payment-terms" sort={{ field: 'code', order: 'ASC' }}>
    <AutocompleteInput
      label={label}
      helperText={helperText}
      optionText={termText}
      filterToQuery={(q: string) => ({ q })}
      sx={sx}
      readOnly={readOnly}
    />
  </ReferenceInput>
);
