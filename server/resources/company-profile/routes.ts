import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyProfileResponse, companyProfileUpdate } from '../../../contract/company-profile';
import { getCompanyProfile, updateCompanyProfile } from './service';
import { errors } from '../../lib/route-errors';

const tags = ['company-profile'];

/** The active company's fiscal profile: read it, save it with its `version` (409 when stale). */
const companyProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company-profile',
    {
      config: { permission: 'settings.read' },
      schema: { tags, response: { 200: companyProfileResponse, ...errors } },
    },
    async (request) => ({ item: await getCompanyProfile(request.tenant) }),
  );

  app.put(
    '/company-profile',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        body: companyProfileUpdate,
        response: { 200: companyProfileResponse, ...errors },
      },
    },
    async (request) => ({ item: await updateCompanyProfile(request.tenant, request.body) }),
  );
};

export default companyProfileRoutes;
