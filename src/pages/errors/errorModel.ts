/**
 * Which error page a failure gets (spec section 2): 401, 404, 429 and 500 have their own;
 * anything else the generic one. The raw error is shown only on a developer's machine.
 */
export const DEDICATED_STATUSES = [401, 404, 429, 500] as const;
export type DedicatedStatus = (typeof DEDICATED_STATUSES)[number];

export function dedicatedStatus(error: unknown): DedicatedStatus | null {
  const status = (error as { status?: unknown } | null)?.status;
  return DEDICATED_STATUSES.includes(status as DedicatedStatus)
    ? (status as DedicatedStatus)
    : null;
}

export const isLocalHost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '127.0.0.1';
