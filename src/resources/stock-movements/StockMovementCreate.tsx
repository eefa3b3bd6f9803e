import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { Create, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { stockAdjustmentInput } from '../../../contract/stock-movements';
import { DateInput } from '../../lib/DateInput';
import { DecimalInput } from '../../lib/DecimalInput';
import { today } from '../../lib/dates';
import { formResolver } from '../../lib/form/formResolver';
import { ArticleReferenceInput } from '../articles/ArticleReferenceInput';
import { stockPaths } from './paths';
import { reasonChoices } from './stockModel';

const field = (name: string) => `resources.stock-movements.fields.${name}`;
const help = (name: string) => `resources.stock-movements.help.${name}`;

/** An inventory count asks for what is on the shelf; the other reasons for a signed quantity. */
const QuantityInput = () => {
  const reason = useWatch({ name: 'reason' });
  return reason === 'count' ? (
    <DecimalInput source="counted" label={field('counted')} helperText={help('counted')} />
  ) : (
    <DecimalInput source="quantity" label={field('quantity')} helperText={help('quantity')} />
  );
};

/**
 * `/shipping/stock/add`: a manual adjustment (an inventory count by default), checked with the
 * API's schema; `?article_id=` picks the article (the article page's link). Back to the ledger.
 */
export const StockMovementCreate = () => {
  const translate = useTranslate();
  const resolver = useMemo(() => formResolver(stockAdjustmentInput), []);
  const { search } = useLocation();
  const articleId = Number(new URLSearchParams(search).get('article_id')) || undefined;
  const defaults = useMemo(
    () => ({ date: today(), reason: 'count', article_id: articleId }),
    [articleId],
  );
  return (
    <Create
      resource="stock-movements"
      title={translate('resources.stock-movements.create.title')}
      redirect={() => (articleId ? stockPaths.ofArticle(articleId) : stockPaths.list)}
    >
      <SimpleForm resolver={resolver} defaultValues={defaults} warnWhenUnsavedChanges>
        <ArticleReferenceInput sx={{ minWidth: 280 }} label={field('article')} />
        <DateInput source="date" label={field('date')} />
        <SelectInput source="reason" label={field('reason')} choices={reasonChoices(true)} />
        <QuantityInput />
        <TextInput source="note" label={field('note')} multiline fullWidth />
      </SimpleForm>
    </Create>
  );
};
