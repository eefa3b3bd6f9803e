/** The receivables ledger: `/collections/instalments` (no create or edit page). */
export const instalmentPaths = { list: '/collections/instalments' } as const;
