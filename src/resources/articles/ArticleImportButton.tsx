import { useDataProvider } from 'react-admin';
import { ImportButton } from '../../lib/import/ImportButton';
import type { ImportKind } from '../../lib/import/importModel';
import { guarded } from '../../lib/useCan';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The article import writes new articles and updates (docs/import.md). */
export const ARTICLE_IMPORT: ImportKind<'create' | 'update'> = {
  key: 'resources.articles.import',
  writes: ['create', 'update'],
};

const ArticleImportButtonShown = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return <ImportButton kind={ARTICLE_IMPORT} run={dataProvider.importArticles} />;
};

/** "Importa" for the roles that may: create on articles (docs/roles.md). */
export const ArticleImportButton = guarded('articles', 'create', ArticleImportButtonShown);
