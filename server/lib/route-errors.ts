import { errorSchema } from '../../contract/common';

/**
 * The error answers every tenant route can give, for its `response` schema: 400 invalid input
 * or no active company, 401 no valid session, 404 a record that is not the company's, 409 a
 * conflict (stale version, a rule, the tab showing another company). All are `{message, errors}`.
 */
export const errors = {
  400: errorSchema,
  401: errorSchema,
  404: errorSchema,
  409: errorSchema,
} as const;
