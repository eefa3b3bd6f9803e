import type { FastifyRequest, FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, refId } from '../../contract/common';
import { errors } from './route-errors';
import type { TenantScope } from './tenant';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What an owner's price list does (an article's list prices, a customer's special prices). */
export interface PriceListService<Input, Price> {
  addPrice(tenant: TenantScope, ownerId: number, input: Input): Promise<Price>;
  updatePrice(tenant: TenantScope, ownerId: number, priceId: number, input: Input): Promise<Price>;
  removePrice(tenant: TenantScope, ownerId: number, priceId: number): Promise<Price>;
}

const listinoParams = z.object({ id: refId, listinoId: refId });
const priceParams = z.object({ id: refId, priceId: refId });

/**
 * The spec's price-list calls under `/<owner>/:id/price-list`: add (201), update (a POST to
 * `/:listinoId`: the spec's form-data override) and delete, each answering `{item}`.
 */
export function priceListRoutes<Input, Price>(
  app: App,
  owner: string,
  schemas: { input: z.ZodType<Input>; price: z.ZodType<Price> },
  service: PriceListService<Input, Price>,
) {
  const path = `/${owner}/:id/price-list`;
  // Price lists are the registry's: changing one is a registry change (contract/roles.ts).
  const config = { permission: 'registry.write' as const };
  const tags = [owner];
  const response = z.object({ item: schemas.price });
  // The schemas validate body and params and serialise the answer; their types are generic
  // here, which the zod type provider cannot resolve: the handlers read them as declared.
  const routes = app.withTypeProvider<FastifyTypeProviderDefault>();
  const body = (request: FastifyRequest) => request.body as Input;
  const ids = (request: FastifyRequest) =>
    request.params as { id: number; listinoId: number; priceId: number };

  routes.post(
    path,
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: schemas.input,
        response: { 201: response, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        item: await service.addPrice(request.tenant, ids(request).id, body(request)),
      }),
  );

  routes.post(
    `${path}/:listinoId`,
    {
      config,
      schema: {
        tags,
        params: listinoParams,
        body: schemas.input,
        response: { 200: response, ...errors },
      },
    },
    async (request) => {
      const { id, listinoId } = ids(request);
      return { item: await service.updatePrice(request.tenant, id, listinoId, body(request)) };
    },
  );

  routes.delete(
    `${path}/:priceId`,
    { config, schema: { tags, params: priceParams, response: { 200: response, ...errors } } },
    async (request) => {
      const { id, priceId } = ids(request);
      return { item: await service.removePrice(request.tenant, id, priceId) };
    },
  );
}
