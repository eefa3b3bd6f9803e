import InventoryIcon from '@mui/icons-material/Inventory2';
import { defineResource } from '../../lib/resources/defineResource';
import { ArticleCreate } from './ArticleCreate';
import { ArticleEdit } from './ArticleEdit';
import { articleExport } from './articleExport';
import { ArticleList } from './ArticleList';
import { articlePaths } from './paths';

/** The articles with their price lists and configurations, `/registry/articles`. */
export const articles = defineResource({
  name: 'articles',
  icon: InventoryIcon,
  recordRepresentation: (record: { code: string; description: string }) =>
    `${record.code} — ${record.description}`,
  paths: articlePaths,
  screens: { list: ArticleList, create: ArticleCreate, edit: ArticleEdit },
  menu: { group: 'registry', label: 'app.menu.articles' },
  export: articleExport,
});
