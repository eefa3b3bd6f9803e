/** The list's columns, also the first of the export (kept apart: the list loads lazily). */
export const LATE_INTEREST_RATE_COLUMNS = ['valid_from', 'reference_rate', 'points', 'notes'];
