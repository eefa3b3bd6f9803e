import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleItemResponse } from '../../../contract/articles';
import { idParams } from '../../../contract/common';
import { documentRowResponse } from '../../../contract/documents';
import {
  articleConfigInput,
  rowConfigInput,
  rowConfigResponse,
} from '../../../contract/configurator';
import { saveDefinition } from './definition';
import { getRowConfig, putRowConfig } from './row-config';
import { errors } from '../../lib/route-errors';

const tags = ['configurator'];
import { byRow } from '../documents/access';

/**
 * The configurator (spec section 7, docs/configurator.md): an article's definition, and the
 * configuration of a document row of such an article, which reprices the row.
 */
const configuratorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/articles/:id/config',
    {
      config: { permission: 'registry.write' },
      schema: {
        tags,
        params: idParams,
        body: articleConfigInput,
        response: { 200: articleItemResponse, ...errors },
      },
    },
    async (request) => ({
      item: await saveDefinition(request.tenant, request.params.id, request.body),
    }),
  );

  app.get(
    '/row/:id/config',
    {
      config: { permission: 'documents.read' },
      preValidation: byRow('read'),
      schema: { tags, params: idParams, response: { 200: rowConfigResponse, ...errors } },
    },
    async (request) => ({ configData: await getRowConfig(request.tenant, request.params.id) }),
  );

  app.put(
    '/row/:id/config',
    {
      config: { permission: 'documents.write' },
      preValidation: byRow('write'),
      schema: {
        tags,
        params: idParams,
        body: rowConfigInput,
        response: { 200: documentRowResponse, ...errors },
      },
    },
    (request) => putRowConfig(request.tenant, request.params.id, request.body),
  );
};

export default configuratorRoutes;
