import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParams } from '../../../contract/common';
import { pickLocale, type Locale } from '../../../contract/messages';
import type { registryContract } from '../../../contract/registry';
import type { Permission } from '../../../contract/roles';
import {
  registryService,
  type RegistryFields,
  type RegistryTable,
  type RegistryRecord,
} from './service';
import { errors } from '../route-errors';

type Contract = ReturnType<typeof registryContract>;

/**
 * The contract fits the table: its input is what the table stores, and the table's row is the
 * record it answers, field for field (else the type is `never` and the call does not compile).
 */
type Fitting<T extends RegistryTable, C extends Contract> =
  z.output<C['input']> extends RegistryFields<T>
    ? RegistryRecord<T> extends z.output<C['record']>
      ? [keyof RegistryRecord<T>] extends [keyof z.output<C['record']>]
        ? C
        : never
      : never
    : never;

/**
 * The routes of a flat per-company registry under `/<name>`: list (`{items, total, selects}`),
 * read (`{item, selects: {}}`: the lists are the same for every record), create (201 `{item}`), update with `version` (409 when stale),
 * delete. `selects` answers the form's option lists in the caller's language.
 */
export function registryRoutes<T extends RegistryTable, C extends Contract>(
  name: string,
  table: T,
  contract: C & Fitting<T, C>,
  selects: (locale: Locale) => z.output<C['selects']>,
  /** What reading and changing the registry need (contract/roles.ts). */
  permissions: { read: Permission; write: Permission },
): FastifyPluginAsyncZod {
  const service = registryService(table, contract.input);
  const path = `/${name}`;
  const tags = [name];
  const selectsFor = (request: { headers: Record<string, unknown> }) =>
    selects(pickLocale(request.headers['accept-language'] as string | undefined));
  const input = (body: unknown) => body as RegistryFields<T>;

  return async (app) => {
    app.get(
      path,
      {
        config: { permission: permissions.read },
        schema: {
          tags,
          querystring: contract.listQuery,
          response: { 200: contract.listResponse, ...errors },
        },
      },
      async (request) => ({
        ...(await service.list(request.tenant, request.query)),
        selects: selectsFor(request),
      }),
    );

    app.get(
      `${path}/:id`,
      {
        config: { permission: permissions.read },
        schema: { tags, params: idParams, response: { 200: contract.oneResponse, ...errors } },
      },
      async (request) => ({
        item: await service.get(request.tenant, request.params.id),
        selects: {},
      }),
    );

    app.post(
      path,
      {
        config: { permission: permissions.write },
        schema: {
          tags,
          body: contract.input,
          response: { 201: contract.itemResponse, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ item: await service.create(request.tenant, input(request.body)) }),
    );

    app.put(
      `${path}/:id`,
      {
        config: { permission: permissions.write },
        schema: {
          tags,
          params: idParams,
          body: contract.update,
          response: { 200: contract.itemResponse, ...errors },
        },
      },
      async (request) => ({
        item: await service.update(request.tenant, request.params.id, {
          ...input(request.body),
          version: (request.body as { version: number }).version,
        }),
      }),
    );

    app.delete(
      `${path}/:id`,
      {
        config: { permission: permissions.write },
        schema: { tags, params: idParams, response: { 200: contract.itemResponse, ...errors } },
      },
      async (request) => ({ item: await service.remove(request.tenant, request.params.id) }),
    );
  };
}
