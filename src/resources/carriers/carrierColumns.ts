/** The list's columns, also the first of the export (kept apart: the list loads lazily). */
export const CARRIER_COLUMNS = ['name', 'vat_number', 'city', 'province', 'phone', 'email'];
