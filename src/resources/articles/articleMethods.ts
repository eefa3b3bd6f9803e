import type { Identifier } from 'ra-core';
import type { z } from 'zod';
import type {
  Article,
  articleImportResponse,
  articlePriceInput,
  articlePriceSchema,
} from '../../../contract/articles';
import type { ArticleConfigInput } from '../../../contract/configurator';
import { importCall, type ImportMode } from '../../lib/import/importModel';
import { formCall, type ProviderCall } from '../../providers/dataProviderModel';

export type ArticlePrice = z.infer<typeof articlePriceSchema>;
export type ArticlePriceData = z.output<typeof articlePriceInput>;
export type ArticleImportResult = z.infer<typeof articleImportResponse>;

/** The articles' named calls, part of `AppDataProvider`. */
export interface ArticleMethods {
  /** An article's named price lists (form data; an update is a POST with `_method=PUT`). */
  createArticlePrice(articleId: Identifier, data: ArticlePriceData): Promise<ArticlePrice>;
  updateArticlePrice(
    articleId: Identifier,
    priceId: Identifier,
    data: ArticlePriceData,
  ): Promise<ArticlePrice>;
  deleteArticlePrice(articleId: Identifier, priceId: Identifier): Promise<ArticlePrice>;
  /** Article import from a .csv/.xlsx (form data): `preview` only checks, `commit` writes. */
  importArticles(file: File, mode: ImportMode): Promise<ArticleImportResult>;
  /**
   * `POST /articles/{id}/config`: the article's configurator definition (docs/configurator.md);
   * answers the article (new version).
   */
  saveArticleConfig(
    articleId: Identifier,
    definition: Omit<ArticleConfigInput, 'version'>,
    version?: number,
  ): Promise<Article>;
}

const prices = (articleId: Identifier) => `/articles/${articleId}/price-list`;

export function articleMethods(call: ProviderCall): ArticleMethods {
  return {
    createArticlePrice: (articleId, data) => formCall(call, 'create', prices(articleId), data),
    updateArticlePrice: (articleId, priceId, data) =>
      formCall(call, 'update', `${prices(articleId)}/${priceId}`, data),
    deleteArticlePrice: (articleId, priceId) =>
      formCall(call, 'delete', `${prices(articleId)}/${priceId}`),
    importArticles: (file, mode) =>
      importCall<ArticleImportResult>(call, '/articles/import', file, mode),
    async saveArticleConfig(articleId, definition, version) {
      // 'update': a 409 is a stale version (someone saved the article first).
      const body = await call<{ item: Article }>('update', `/articles/${articleId}/config`, {
        method: 'POST',
        body: { ...definition, version },
      });
      return body.item;
    },
  };
}
