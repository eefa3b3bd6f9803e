import Decimal from 'decimal.js';

/**
 * A PostgreSQL numeric as it goes on the wire: exact, without the column's padding zeros but
 * with at least `minScale` decimals ("12.50000000" -> "12.50", "1.000" -> "1").
 */
export function decimalOut(value: string, minScale = 0): string {
  const d = new Decimal(value);
  return d.decimalPlaces() < minScale ? d.toFixed(minScale) : d.toFixed();
}

export const moneyOut = (value: string) => decimalOut(value, 2);
export const quantityOut = (value: string) => decimalOut(value, 0);
