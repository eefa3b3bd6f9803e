import { columnMaker } from '../../lib/list/export/exportColumns';
import type { ResourceExport } from '../../lib/resources/defineResource';
import { stateChoices } from './instalmentModel';

const column = columnMaker('resources.instalments.fields');

/** The ledger's export: the list's columns, states translated, amounts as numbers. */
export const instalmentExport: ResourceExport = {
  fileName: 'resources.instalments.title',
  columns: [
    column('due_date', { date: true }),
    column('customer.name', {}, 'customer'),
    column('document.number', { numeric: true }, 'document'),
    column('document.year', { numeric: true }, 'document'),
    column('position', { numeric: true }),
    column('method'),
    column('amount', { numeric: true }),
    column('paid', { numeric: true }),
    column('credited', { numeric: true }),
    column('written_off', { numeric: true }),
    column('charges', { numeric: true }),
    column('open', { numeric: true }),
    column('state', { choices: stateChoices() }),
    column('days_overdue', { numeric: true }),
    column('last_reminder.level', { numeric: true }, 'last_reminder_level'),
    column('last_reminder.date', { date: true }, 'last_reminder'),
  ],
};
