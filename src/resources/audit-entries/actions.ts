/** The actions the trail names most (the filter's choices; others show by their key). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'issue',
  'xml',
  'sdi_export',
  'sdi_receipts',
  'sdi_resend',
  'convert',
  'duplicate',
  'reverse',
  'price_list',
  'sign_in',
  'sign_in_failed',
] as const;
