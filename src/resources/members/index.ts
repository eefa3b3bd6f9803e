import GroupIcon from '@mui/icons-material/Group';
import { lazyPage } from '../../lib/progress/lazyPage';
import { defineResource } from '../../lib/resources/defineResource';
import { memberMethods } from './memberMethods';
import { memberPaths } from './paths';

const MemberList = lazyPage(() => import('./MemberList').then((m) => m.MemberList));

/**
 * The company's users and their roles, `/settings/members` (docs/roles.md): the owner adds a
 * colleague, changes a role, removes a member.
 */
export const members = defineResource({
  name: 'members',
  icon: GroupIcon,
  recordRepresentation: 'name',
  paths: memberPaths,
  screens: { list: MemberList },
  menu: { group: 'settings', label: 'resources.members.menu' },
  export: () => import('./memberExport').then((m) => m.memberExport),
  api: { methods: memberMethods },
});
