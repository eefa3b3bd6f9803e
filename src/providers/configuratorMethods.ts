import type { Identifier } from 'ra-core';
import type { Article } from '../../contract/articles';
import type { ArticleConfigInput, ConfigData } from '../../contract/configurator';
import type { DocumentRowResult, ProviderCall } from './documentMethods';

/** A row's values as the configure form sends them: decimal strings, choices, booleans, texts. */
export type RowData = Record<string, string | boolean | null>;

/** The configurator's calls (issue 5, docs/api.md "Configurator"), part of `AppDataProvider`. */
export interface ConfiguratorMethods {
  /** `POST /articles/{id}/config`: the article's definition; answers the article (new version). */
  saveArticleConfig(
    articleId: Identifier,
    definition: Omit<ArticleConfigInput, 'version'>,
    version?: number,
  ): Promise<Article>;
  /** `GET /row/{id}/config`: the row's definition (labels in all languages) and values. */
  getRowConfig(rowId: Identifier): Promise<ConfigData>;
  /** `PUT /row/{id}/config`: new values; answers the repriced row and its whole document. */
  saveRowConfig(rowId: Identifier, rowData: RowData, version?: number): Promise<DocumentRowResult>;
}

export function configuratorMethods(call: ProviderCall): ConfiguratorMethods {
  return {
    async saveArticleConfig(articleId, definition, version) {
      // 'update': a 409 is a stale version (someone saved the article first).
      const body = await call<{ item: Article }>('update', `/articles/${articleId}/config`, {
        method: 'POST',
        body: { ...definition, version },
      });
      return body.item;
    },
    async getRowConfig(rowId) {
      const body = await call<{ configData: ConfigData }>('read', `/row/${rowId}/config`);
      return body.configData;
    },
    // 'create': a 409 here is the server's reason (the article lost its configuration...).
    saveRowConfig: (rowId, rowData, version) =>
      call<DocumentRowResult>('create', `/row/${rowId}/config`, {
        method: 'PUT',
        body: { rowData, version },
      }),
  };
}
