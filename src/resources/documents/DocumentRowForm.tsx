import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import {
  AutocompleteInput,
  Button,
  Form,
  ReferenceInput,
  SaveButton,
  SelectInput,
  TextInput,
  useDataProvider,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { documentRowInput, type DocumentRow } from '../../../contract/documents';
import { DecimalInput } from '../../lib/DecimalInput';
import { ENUM_CHOICES } from '../../lib/enumChoices';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { DocumentPrice } from '../../providers/documentMethods';
import { fromPrice, needsNature, rowDefaults, type RowValues } from './documentRowModel';

/** An empty unit price means "the price lookup's": the server fills it in. */
const blankPrice = (values: unknown) =>
  values && typeof values === 'object' && (values as RowValues).unit_price === ''
    ? { ...values, unit_price: null }
    : values;
// The preprocess keeps the row schema's own types (its input is what the form holds).
const resolver = zodResolver(
  z.preprocess(blankPrice, documentRowInput) as unknown as typeof documentRowInput,
);
const label = (name: string) => `resources.documents.rows.${name}`;

type ArticleOption = { code: string; description: string };
const articleText = (article?: ArticleOption) =>
  article ? `${article.code} — ${article.description}` : '';

/** The article lookup: picking one asks the server its price for the document's customer. */
const ArticleLookup = ({
  documentId,
  autoFocus,
}: {
  documentId: Identifier;
  autoFocus: boolean;
}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext<RowValues>();
  const [source, setSource] = useState<DocumentPrice | null>(null);
  const [failed, setFailed] = useState(false);
  // Focused once mounted (after a row is saved): AutocompleteInput's `autoFocus` lands on a
  // <div> and does nothing, and on the input it fires MUI's handlers before they are set.
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);
  const lookUp = async (articleId: Identifier | null) => {
    setSource(null);
    setFailed(false);
    if (!articleId) return;
    try {
      const price = await dataProvider.documentPrice(articleId, {
        document_id: documentId,
        quantity: getValues('quantity') || '1',
      });
      for (const [key, value] of Object.entries(fromPrice(price, getValues('description')))) {
        setValue(key as keyof RowValues, value as never, { shouldDirty: true });
      }
      setSource(price);
    } catch {
      setFailed(true);
    }
  };
  const hint = failed
    ? translate(label('price_failed'))
    : source
      ? translate(label(`price_source.${source.source}`), { name: source.list_name ?? '' })
      : '';
  return (
    <Box sx={{ gridColumn: { md: 'span 2' } }}>
      <ReferenceInput
        source="article_id"
        reference="articles"
        sort={{ field: 'code', order: 'ASC' }}
      >
        <AutocompleteInput
          label={label('article')}
          optionText={articleText}
          filterToQuery={(q: string) => ({ q })}
          onChange={(value) => void lookUp(value ?? null)}
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
  /** The row being edited, or null to add one. */
  editing: DocumentRow | null;
  autoFocus: boolean;
  saving: boolean;
  onSubmit: (values: RowValues) => void;
  onCancel: () => void;
}

/**
 * The row form above the table: article, description, quantity, unit price, discount %,
 * VAT (and natura at 0 %), in Tab order; Enter saves the row.
 */
export const DocumentRowForm = (props: DocumentRowFormProps) => {
  const { documentId, editing, autoFocus, saving, onSubmit, onCancel, withLineStatus } = props;
  return (
    <Form
      record={rowDefaults(editing) as never}
      resolver={resolver}
      onSubmit={(values: FieldValues) => {
        onSubmit(values as RowValues);
      }}
    >
      <Box
        className="no-print"
        sx={{
          display: 'grid',
          columnGap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(150px, 1fr))' },
        }}
      >
        <ArticleLookup documentId={documentId} autoFocus={autoFocus} />
        <TextInput
          source="description"
          label={label('description')}
          sx={{ gridColumn: { md: 'span 2' } }}
        />
        <DecimalInput source="quantity" label={label('quantity')} />
        <DecimalInput source="unit_price" label={label('unit_price')} />
        <DecimalInput source="discount" label={label('discount')} />
        <SelectInput source="vat_rate" label={label('vat_rate')} choices={ENUM_CHOICES.vatRate} />
        <NatureInput />
        {withLineStatus && (
          <SelectInput source="status" label={label('status')} choices={ENUM_CHOICES.lineStatus} />
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
    </Form>
  );
};
