import ContactsIcon from '@mui/icons-material/Contacts';
import { lazyPage } from '../../lib/progress/lazyPage';
import { defineResource } from '../../lib/resources/defineResource';
import { generalRegPaths } from './paths';

const GeneralRegCreate = lazyPage(() =>
  import('./GeneralRegCreate').then((m) => m.GeneralRegCreate),
);
const GeneralRegEdit = lazyPage(() => import('./GeneralRegEdit').then((m) => m.GeneralRegEdit));
const GeneralRegList = lazyPage(() => import('./GeneralRegList').then((m) => m.GeneralRegList));

/** The general registry (anagrafiche), `/registry/general`. */
export const generalRegs = defineResource({
  name: 'general-regs',
  icon: ContactsIcon,
  recordRepresentation: 'name',
  paths: generalRegPaths,
  screens: { list: GeneralRegList, create: GeneralRegCreate, edit: GeneralRegEdit },
  menu: { group: 'registry', label: 'app.menu.registry_general' },
  export: () => import('./generalRegExport').then((m) => m.generalRegExport),
});
