import InventoryIcon from '@mui/icons-material/Inventory2';
import { lazyPage } from '../../lib/progress/lazyPage';
import { defineResource } from '../../lib/resources/defineResource';
import { articleMethods } from './articleMethods';
import { articlePaths } from './paths';

const ArticleCreate = lazyPage(() => import('./ArticleCreate').then((m) => m.ArticleCreate));
const ArticleEdit = lazyPage(() => import('./ArticleEdit').then((m) => m.ArticleEdit));
const ArticleList = lazyPage(() => import('./ArticleList').then((m) => m.ArticleList));

/** The articles with their price lists and configurations, `/registry/articles`. */
export const articles = defineResource({
  name: 'articles',
  icon: InventoryIcon,
  recordRepresentation: (record: { code: string; description: string }) =>
    `${record.code} — ${record.description}`,
  paths: articlePaths,
  screens: { list: ArticleList, create: ArticleCreate, edit: ArticleEdit },
  menu: { group: 'registry', label: 'app.menu.articles' },
  export: () => import('./articleExport').then((m) => m.articleExport),
  // Its image goes up with the record; the option lists come from /selects/articles.
  api: { formDataUpdate: true, selects: true, methods: articleMethods },
});
