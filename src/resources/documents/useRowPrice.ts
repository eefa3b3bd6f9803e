import { useEffect, useRef, useState } from 'react';
import { useDataProvider, type Identifier } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { DocumentPrice } from './documentMethods';
import { isLookupQuantity, lookupValues, type RowValues } from './documentRowModel';

export interface RowPriceState {
  /** The lookup's answer for the current article and quantity (the list price). */
  price: DocumentPrice | null;
  failed: boolean;
}

/**
 * Asks the server the article's price for the document's customer and date whenever the
 * article, the quantity or `context` (the saved customer and date) changes, and puts it in
 * the form unless the user typed a price. Only the latest question's answer counts.
 */
export function useRowPrice(documentId: Identifier, context: string): RowPriceState {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { setValue, getValues } = useFormContext<RowValues>();
  const articleId = useWatch<RowValues, 'article_id'>({ name: 'article_id' });
  const quantity = useWatch<RowValues, 'quantity'>({ name: 'quantity' });
  const [state, setState] = useState<RowPriceState>({ price: null, failed: false });
  // The article whose description and VAT the form holds (the edited row's, at first).
  const applied = useRef(getValues('article_id'));
  const latest = useRef(0);
  const lookupQuantity = isLookupQuantity(quantity) ? quantity : null;

  useEffect(() => {
    const asked = ++latest.current;
    if (!articleId) {
      applied.current = null;
      setState({ price: null, failed: false });
      return;
    }
    const newArticle = applied.current !== articleId;
    if (!lookupQuantity && !newArticle) return;
    dataProvider
      .documentPrice(articleId, { document_id: documentId, quantity: lookupQuantity ?? '1' })
      .then(
        (price) => {
          if (asked !== latest.current) return;
          applied.current = articleId;
          const changes = lookupValues(price, getValues(), newArticle);
          for (const [key, value] of Object.entries(changes)) {
            setValue(key as keyof RowValues, value as never, { shouldDirty: true });
          }
          setState({ price, failed: false });
        },
        () => {
          if (asked === latest.current) setState({ price: null, failed: true });
        },
      );
  }, [articleId, lookupQuantity, documentId, context, dataProvider, getValues, setValue]);

  return state;
}
