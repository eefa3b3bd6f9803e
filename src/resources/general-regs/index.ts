import ContactsIcon from '@mui/icons-material/Contacts';
import { defineResource } from '../../lib/resources/defineResource';
import { GeneralRegCreate } from './GeneralRegCreate';
import { GeneralRegEdit } from './GeneralRegEdit';
import { generalRegExport } from './generalRegExport';
import { GeneralRegList } from './GeneralRegList';
import { generalRegPaths } from './paths';

/** The general registry (anagrafiche), `/registry/general`. */
export const generalRegs = defineResource({
  name: 'general-regs',
  icon: ContactsIcon,
  recordRepresentation: 'name',
  paths: generalRegPaths,
  // Loaded with the app on purpose: the forms are small, and a lazily loaded edit page would
  // keep the create form on screen (a router transition) while its code arrives after a save.
  screens: { list: GeneralRegList, create: GeneralRegCreate, edit: GeneralRegEdit },
  menu: { group: 'registry', label: 'app.menu.registry_general' },
  export: generalRegExport,
});
