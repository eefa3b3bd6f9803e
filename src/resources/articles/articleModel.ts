/**
 * The VAT nature belongs to the 0 % rate only: when the rate is changed away from 0 %,
 * the nature chosen before (kept by the form, though its input is hidden) is not sent.
 */
export function withoutStrayNature<T extends { vat_rate?: unknown; vat_nature?: unknown }>(
  article: T,
): T {
  return String(article.vat_rate) === '0' ? article : { ...article, vat_nature: null };
}
