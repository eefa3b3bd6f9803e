import type { Identifier } from 'ra-core';
import type { ConfigData } from '../../../contract/configurator';
import type { ProviderCall } from '../../providers/dataProviderModel';
import type { DocumentRowResult } from './documentMethods';

/** A row's values as the configure form sends them: decimal strings, choices, booleans, texts. */
export type RowData = Record<string, string | boolean | null>;

/** A document row's configuration (docs/api.md "Configurator"), part of `AppDataProvider`. */
export interface RowConfigMethods {
  /** `GET /row/{id}/config`: the row's definition (labels in all languages) and values. */
  getRowConfig(rowId: Identifier): Promise<ConfigData>;
  /** `PUT /row/{id}/config`: new values; answers the repriced row and its whole document. */
  saveRowConfig(rowId: Identifier, rowData: RowData, version?: number): Promise<DocumentRowResult>;
}

export function rowConfigMethods(call: ProviderCall): RowConfigMethods {
  return {
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
