import { useCan } from '../../lib/useCan';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Edit, SimpleForm, useTranslate } from 'react-admin';
import { articleEditForm } from '../../../contract/articles';
import { EditActions, EditToolbar } from '../../lib/form/EditChrome';
import { lazyPage } from '../../lib/progress/lazyPage';
import { useSaveErrorNotifier } from '../../lib/useSaveErrorNotifier';
import { ArticleImageInput } from './ArticleImageInput';
import { ArticleInputs } from './ArticleInputs';
import { ArticlePrices } from './ArticlePrices';
import { withoutStrayNature } from './articleModel';
import { articlePaths } from './paths';
import { ArticleStockPanel } from '../stock-movements/ArticleStockPanel';
import { RecordHistory } from '../audit-entries/RecordHistory';
import { formResolver } from '../../lib/form/formResolver';

const resolver = formResolver(articleEditForm);
/** The configurator is heavy (evaluator, pricing, a big form): loaded with the page's end. */
const ConfigurationSection = lazyPage(() =>
  import('./ConfigurationSection').then((m) => m.ConfigurationSection),
);
const toList = () => articlePaths.list;

const PriceListsSection = () => {
  const translate = useTranslate();
  if (!useCan('articles', 'prices')) return null;
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

/** The image's drop zone, for a role that may change the article. */
const WritableImage = () => (useCan('articles', 'save') ? <ArticleImageInput /> : null);

/**
 * `/registry/articles/edit/:id`: the article and its image (pessimistic save with `version`;
 * a 409 says someone else saved first) and, below it, its named price lists edited in place
 * and its configurator definition ('Configurazione'); last, for the owner and the accountant,
 * its "Cronologia" (the audit trail's entries of the article).
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
      actions={<EditActions listPath={articlePaths.list} />}
    >
      <SimpleForm
        resolver={resolver}
        warnWhenUnsavedChanges
        toolbar={<EditToolbar listPath={articlePaths.list} />}
      >
        <ArticleInputs />
        <WritableImage />
      </SimpleForm>
      <ArticleStockPanel />
      <PriceListsSection />
      <ConfigurationSection />
      <RecordHistory resource="articles" />
    </Edit>
  );
};
