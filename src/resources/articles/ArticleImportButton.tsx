import { guarded } from '../../lib/useCan';
import UploadIcon from '@mui/icons-material/UploadFile';
import { useState } from 'react';
import { Button } from 'react-admin';
import { ArticleImportDialog } from './ArticleImportDialog';

/** "Importa" in the articles' toolbar: opens the import dialog. */
const ArticleImportButtonShown = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="resources.articles.import.button" onClick={() => setOpen(true)}>
        <UploadIcon />
      </Button>
      <ArticleImportDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
};

/** For the roles that may: create on articles (docs/roles.md). */
export const ArticleImportButton = guarded('articles', 'create', ArticleImportButtonShown);
