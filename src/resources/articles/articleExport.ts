import { ENUM_CHOICES } from '../../lib/enumChoices';
import { columnMaker } from '../../lib/list/export/exportColumns';
import type { ResourceExport } from '../../lib/resources/defineResource';

const column = columnMaker('resources.articles.fields');

/** The articles' export: enums as translated labels, prices and weights as numbers. */
export const articleExport: ResourceExport = {
  fileName: 'resources.articles.name',
  columns: [
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
  ],
};
