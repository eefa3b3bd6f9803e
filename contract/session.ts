import { z } from 'zod';
import { ROLES } from './roles';

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().email('validation.email').max(254),
  password: z.string().min(1, 'validation.required').max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const companySchema = z.object({
  id: z.number(),
  name: z.string(),
  vat_number: z.string().nullable(),
  city: z.string().nullable(),
  /** The user's role in this company (contract/roles.ts). */
  role: z.enum(ROLES),
});
export type Company = z.infer<typeof companySchema>;

export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  companies: z.array(companySchema),
  /** The active company of this session, or null until one is selected. */
  company_id: z.number().nullable(),
  /** Signed in with the initial password an owner gave: to change before going on. */
  must_change_password: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponse = z.object({ authToken: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponse>;

export const profileResponse = z.object({ user: userSchema });

export const selectCompanyBody = z.object({ company_id: z.coerce.number().int().positive() });
export const selectCompanyResponse = z.object({ company_id: z.number() });

export const logoutResponse = z.object({ message: z.string() });
