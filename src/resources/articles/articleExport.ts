import { ARTICLE_FIELDS } from '../../../contract/articles';
import type { Cell } from '../../../contract/fields';
import { ENUM_CHOICES } from '../../lib/enumChoices';
import { columnMaker, type ExportColumn } from '../../lib/list/export/exportColumns';
import type { ResourceExport } from '../../lib/resources/defineResource';

const column = columnMaker('resources.articles.fields');

/** The option lists of the coded values, by their group in the contract's cells. */
const CHOICES = {
  unit: ENUM_CHOICES.unit,
  vat_nature: ENUM_CHOICES.vatNature,
  lifecycle: ENUM_CHOICES.lifecycle,
  pricing_type: ENUM_CHOICES.pricingType,
} as const;

/** How a cell of each kind is written: what the import reads back (contract/fields.ts). */
function cellOf(cell: Cell): Partial<ExportColumn> {
  switch (cell.kind) {
    case 'decimal':
    case 'vat_rate':
      return { numeric: true };
    case 'choice':
      return { choices: CHOICES[cell.group] };
    default:
      return {};
  }
}

/**
 * The articles' export: a column per field of the contract (`ARTICLE_FIELDS`), in its order;
 * coded values as their translated names, prices, rates and weights as numbers.
 */
export const articleExport: ResourceExport = {
  fileName: 'resources.articles.name',
  columns: Object.entries(ARTICLE_FIELDS).map(([name, { cell }]) => column(name, cellOf(cell))),
};
