import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/common';
import {
  memberCreatedResponse,
  memberInput,
  memberItemResponse,
  memberListQuery,
  memberListResponse,
  memberUpdate,
} from '../../../contract/members';
import { errors } from '../../lib/route-errors';
import * as members from './service';

const tags = ['members'];
// The company's people are the owner's alone, to see as to change (docs/roles.md).
const config = { permission: 'settings.write' } as const;

/** `/members`: the company's users and their roles; a member's id is the user's. */
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/members',
    {
      config,
      schema: {
        tags,
        querystring: memberListQuery,
        response: { 200: memberListResponse, ...errors },
      },
    },
    (request) => members.list(request.tenant, request.auth.userId, request.query),
  );

  app.get(
    '/members/:id',
    {
      config,
      schema: { tags, params: idParams, response: { 200: memberItemResponse, ...errors } },
    },
    async (request) => ({
      item: await members.get(request.tenant, request.auth.userId, request.params.id),
    }),
  );

  app.post(
    '/members',
    {
      config,
      schema: { tags, body: memberInput, response: { 201: memberCreatedResponse, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await members.add(request.tenant, request.auth.userId, request.body)),
  );

  app.put(
    '/members/:id',
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: memberUpdate,
        response: { 200: memberItemResponse, ...errors },
      },
    },
    // Answered once this process has heard the change: the member's next call sees it.
    (request) =>
      app.sessionCache.afterHeard(() =>
        members.changeRole(
          request.tenant,
          request.auth.userId,
          request.params.id,
          request.body.role,
        ),
      ),
  );

  app.delete(
    '/members/:id',
    {
      config,
      schema: { tags, params: idParams, response: { 200: memberItemResponse, ...errors } },
    },
    (request) =>
      app.sessionCache.afterHeard(() =>
        members.remove(request.tenant, request.auth.userId, request.params.id),
      ),
  );
};

export default memberRoutes;
