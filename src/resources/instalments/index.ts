import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazyPage } from '../../lib/progress/lazyPage';
import { defineResource } from '../../lib/resources/defineResource';
import { instalmentMethods } from './instalmentMethods';
import { instalmentPaths } from './paths';

const InstalmentList = lazyPage(() => import('./InstalmentList').then((m) => m.InstalmentList));

/** The receivables ledger (scadenzario), `/collections/instalments`. */
export const instalments = defineResource({
  name: 'instalments',
  icon: EventNoteIcon,
  recordRepresentation: (record: { due_date: string }) => record.due_date,
  paths: instalmentPaths,
  screens: { list: InstalmentList },
  menu: { group: 'collections', label: 'resources.instalments.menu' },
  export: () => import('./instalmentExport').then((m) => m.instalmentExport),
  api: { methods: instalmentMethods },
});
