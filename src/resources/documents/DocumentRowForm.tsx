import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import {
  AutocompleteInput,
  Button,
  Form,
  ReferenceInput,
  SaveButton,
  SelectInput,
  TextInput,
  useTranslate,
  type Identifier,
  required,
} from 'react-admin';
import { useWatch, type FieldValues, type SubmitHandler } from 'react-hook-form';
import { z } from 'zod';
import { documentRowInput, type DocumentRow } from '../../../contract/documents';
import { DecimalInput } from '../../lib/DecimalInput';
import { inlineFormGridSx } from '../../lib/inline/inlineFormGrid';
import { ENUM_CHOICES } from '../../lib/enumChoices';
import { needsNature, rowDefaults, type RowValues } from './documentRowModel';
import { RowPriceInput } from './RowPriceInput';
import { useRowPrice } from './useRowPrice';
import { formResolver } from '../../lib/form/formResolver';
import { AvailabilityHint } from '../stock-movements/AvailabilityHint';

/** An empty unit price means "the price lookup's": the server fills it in. */
const blankPrice = (values: unknown) =>
  values && typeof values === 'object' && (values as RowValues).unit_price === ''
    ? { ...values, unit_price: null }
    : values;
// The preprocess keeps the row schema's own types (its input is what the form holds).
const resolver = formResolver(
  z.preprocess(blankPrice, documentRowInput) as unknown as typeof documentRowInput,
);
const label = (name: string) => `resources.documents.rows.${name}`;

type ArticleOption = { code: string; description: string; customer_code?: string | null };

/**
 * The article lookup: ranked by code on the server, and with the document's customer, its
 * own codes found too (the option then names the customer's code).
 */
const ArticleLookup = ({
  autoFocus,
  customerId,
  hint,
}: {
  autoFocus: boolean;
  customerId: Identifier;
  hint: string;
}) => {
  const translate = useTranslate();
  // Focused once mounted (after a row is saved): AutocompleteInput's `autoFocus` lands on a
  // <div> and does nothing, and on the input it fires MUI's handlers before they are set.
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);
  const articleText = (article?: ArticleOption) =>
    !article
      ? ''
      : [
          `${article.code} — ${article.description}`,
          article.customer_code &&
            translate(label('customer_code'), { code: article.customer_code }),
        ]
          .filter(Boolean)
          .join(' · ');
  return (
    <Box sx={{ gridColumn: { md: 'span 2' } }}>
      <ReferenceInput
        source="article_id"
        reference="articles"
        sort={{ field: 'code', order: 'ASC' }}
        filter={{ customer_id: customerId }}
      >
        <AutocompleteInput
          label={label('article')}
          optionText={articleText}
          filterToQuery={(q: string) => ({ q })}
          TextFieldProps={{ inputRef }}
          helperText={hint || false}
        />
      </ReferenceInput>
    </Box>
  );
};

const NatureInput = () => {
  const vatRate = useWatch<RowValues, 'vat_rate'>({ name: 'vat_rate' });
  if (!needsNature(vatRate)) return null;
  return (
    <SelectInput source="vat_nature" label={label('vat_nature')} choices={ENUM_CHOICES.vatNature} />
  );
};

export interface DocumentRowFormProps {
  /** Orders track each row's production/shipping status (ready and packed rows can ship). */
  withLineStatus?: boolean;
  documentId: Identifier;
  /** The document's saved customer and date: the price lookup follows them. */
  customerId: Identifier;
  documentDate: string;
  /** The row being edited, or null to add one. */
  editing: DocumentRow | null;
  autoFocus: boolean;
  saving: boolean;
  /** Saves the row; a refusal answers the field errors the inputs show. */
  onSubmit: (values: RowValues) => Promise<FieldValues | undefined>;
  onCancel: () => void;
}

/** The fields, inside the form: the price lookup follows article, quantity, customer, date. */
const RowFields = (props: Omit<DocumentRowFormProps, 'onSubmit'>) => {
  const { documentId, customerId, documentDate, editing, autoFocus, saving, onCancel } = props;
  const translate = useTranslate();
  const { price, failed } = useRowPrice(documentId, `${customerId}|${documentDate}`);
  const hint = failed
    ? translate(label('price_failed'))
    : price
      ? translate(label(`price_source.${price.source}`), { name: price.list_name ?? '' })
      : '';
  return (
    <Box className="no-print" sx={inlineFormGridSx(150)}>
      <ArticleLookup autoFocus={autoFocus} customerId={customerId} hint={hint} />
      <AvailabilityHint />
      <TextInput
        source="description"
        label={label('description')}
        sx={{ gridColumn: { md: 'span 2' } }}
      />
      <DecimalInput source="quantity" label={label('quantity')} />
      <RowPriceInput price={price} />
      <DecimalInput source="discount" label={label('discount')} />
      <SelectInput source="vat_rate" label={label('vat_rate')} choices={ENUM_CHOICES.vatRate} />
      <NatureInput />
      {props.withLineStatus && (
        <SelectInput
          source="status"
          label={label('status')}
          choices={ENUM_CHOICES.lineStatus}
          validate={required()}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, pt: 1.5 }}>
        <SaveButton
          label={editing ? 'ra.action.save' : label('add')}
          alwaysEnable
          disabled={saving}
        />
        {editing && <Button label="ra.action.cancel" onClick={onCancel} />}
      </Box>
    </Box>
  );
};

/**
 * The row form above the table: article, description, quantity, unit price, discount %,
 * VAT (and natura at 0 %), in Tab order; Enter saves the row.
 */
export const DocumentRowForm = ({ onSubmit, ...props }: DocumentRowFormProps) => {
  // Its answer, the field errors by path, react-admin puts under the inputs.
  const submit: SubmitHandler<FieldValues> = (values) => onSubmit(values as RowValues);
  return (
    <Form record={rowDefaults(props.editing) as never} resolver={resolver} onSubmit={submit}>
      <RowFields {...props} />
    </Form>
  );
};
