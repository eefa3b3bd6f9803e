/** The list's columns, also the first of the export (kept apart: the list loads lazily). */
export const BANK_ACCOUNT_COLUMNS = ['name', 'bank_name', 'iban', 'sia_code', 'sepa_creditor_id'];
