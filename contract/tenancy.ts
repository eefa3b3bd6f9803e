/**
 * How a request says which company its screen shows (docs/sessions-and-tenancy.md, "Tabs").
 * The SPA sends the header on every call; tenant routes refuse a request whose company is
 * not the session's active one with a 409 of this code, and execute nothing.
 */
export const COMPANY_HEADER = 'X-Company-Id';

/** `code` of the 409 answered when the screen's company is no longer the active one. */
export const COMPANY_CHANGED = 'company_changed';

export interface CompanyChangedBody {
  message: string;
  code: typeof COMPANY_CHANGED;
  /** The session's active company: the one the tab must show from now on. */
  company_id: number;
}

export function isCompanyChanged(body: unknown): body is CompanyChangedBody {
  const candidate = body as Partial<CompanyChangedBody> | null | undefined;
  return candidate?.code === COMPANY_CHANGED && typeof candidate.company_id === 'number';
}
