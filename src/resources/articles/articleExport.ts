import { ENUM_CHOICES } from '../../lib/enumChoices';
import type { ExportColumn } from '../../lib/list/export/exportColumns';

const column = (source: string, extra: Partial<ExportColumn> = {}): ExportColumn => ({
  source,
  label: `resources.articles.fields.${source}`,
  ...extra,
});

/** The articles' export: enums as translated labels, prices and weights as numbers. */
export const ARTICLE_EXPORT_COLUMNS: ExportColumn[] = [
  column('code'),
  column('description'),
  column('unit', { choices: ENUM_CHOICES.unit }),
  column('price', { numeric: true }),
  column('vat_rate', { numeric: true }),
  column('vat_nature', { choices: ENUM_CHOICES.vatNature }),
  column('lifecycle_status', { choices: ENUM_CHOICES.lifecycle }),
  column('pricing_type', { choices: ENUM_CHOICES.pricingType }),
  column('weight', { numeric: true }),
  column('barcode'),
];
