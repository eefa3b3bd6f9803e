import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { BUYER_KIND_RULES, buyerKind } from '../../../contract/buyer-kinds';
import { natureReference } from '../../../contract/vat-natures';

const t = (key: string) => `resources.customers.buyer_kind.${key}`;

/** The buyer kind the customer form's fields make (the API derives it the same way). */
export const useBuyerKind = () => {
  const [country, vatNumber, isPa] = useWatch({
    name: ['general.country', 'general.vat_number', 'general.is_public_administration'],
  });
  return buyerKind({ country, vat_number: vatNumber, is_public_administration: isPa === true });
};

/**
 * The customer's kind for VAT as its country and VAT number make it (the API derives it the
 * same way, contract/buyer-kinds.ts), and what new rows of its documents get: the kind decides
 * which treatments an invoice to it may have.
 */
export const BuyerKindHint = () => {
  const translate = useTranslate();
  const kind = useBuyerKind();
  const nature = BUYER_KIND_RULES[kind].default;
  return (
    <Alert severity="info" sx={{ gridColumn: '1 / -1' }} role="status">
      {translate(t('label'), { kind: translate(`enums.buyer_kind.${kind}`) })}.{' '}
      {nature
        ? translate(t('zero'), { nature, reference: natureReference(nature) })
        : translate(t('article'))}
      .
    </Alert>
  );
};
