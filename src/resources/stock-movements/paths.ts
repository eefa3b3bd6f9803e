import type { Identifier } from 'react-admin';

/** The stock screens, under "Spedizioni": the ledger, an adjustment, the valuation. */
export const stockPaths = {
  list: '/shipping/stock',
  create: '/shipping/stock/add',
  /** The ledger of one article (the article page links to it). */
  ofArticle: (articleId: Identifier) =>
    `/shipping/stock?filter=${encodeURIComponent(JSON.stringify({ article_id: articleId }))}`,
} as const;

export const STOCK_VALUATION_PATH = '/shipping/stock-valuation';
