import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import ListIcon from '@mui/icons-material/List';
import {
  Button,
  DeleteButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { articleUpdate } from '../../../contract/articles';
import { PrintButton } from '../../lib/list/PrintButton';
import { useSaveErrorNotifier } from '../../lib/useSaveErrorNotifier';
import { ArticleInputs } from './ArticleInputs';
import { ArticlePrices } from './ArticlePrices';
import { withoutStrayNature } from './articleModel';
import { articlePaths } from './paths';

const resolver = zodResolver(articleUpdate);
const toList = () => articlePaths.list;

const EditActions = () => (
  <TopToolbar className="no-print">
    <Button label="ra.action.list" to={articlePaths.list}>
      <ListIcon />
    </Button>
    <PrintButton />
  </TopToolbar>
);

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    {/* Asks first; a 409 (the article is used by documents) shows the server's message. */}
    <DeleteButton mutationMode="pessimistic" redirect={articlePaths.list} />
  </Toolbar>
);

const PriceListsSection = () => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="article-price-lists">
      <Divider />
      <Typography id="article-price-lists" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {translate('resources.articles.sections.price_lists')}
      </Typography>
      <ArticlePrices />
    </Box>
  );
};

/**
 * `/registry/articles/edit/:id`: the article (pessimistic save with `version`; a 409 says
 * someone else saved first) and, below it, its named price lists edited in place.
 */
export const ArticleEdit = () => {
  const onError = useSaveErrorNotifier();
  return (
    <Edit
      resource="articles"
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      transform={withoutStrayNature}
      redirect={false}
      redirectOnError={toList}
      actions={<EditActions />}
    >
      <SimpleForm resolver={resolver} warnWhenUnsavedChanges toolbar={<EditToolbar />}>
        <ArticleInputs />
      </SimpleForm>
      <PriceListsSection />
    </Edit>
  );
};
