import { Create, SimpleForm } from 'react-admin';
import { articleInput } from '../../../contract/articles';
import { LifecycleStatus, PricingType } from '../../../contract/enums';
import { ArticleInputs } from './ArticleInputs';
import { withoutStrayNature } from './articleModel';
import { articlePaths } from './paths';
import { formResolver } from '../../lib/form/formResolver';

const resolver = formResolver(articleInput);

const DEFAULTS = {
  unit: 'pz',
  vat_rate: '22',
  lifecycle_status: LifecycleStatus.draft,
  pricing_type: PricingType.fixed,
};

/** `/registry/articles/add`: once saved, the article opens for editing (its price lists). */
export const ArticleCreate = () => (
  <Create
    resource="articles"
    transform={withoutStrayNature}
    redirect={(_resource, id) => articlePaths.edit(id!)}
  >
    <SimpleForm resolver={resolver} warnWhenUnsavedChanges defaultValues={DEFAULTS}>
      <ArticleInputs />
    </SimpleForm>
  </Create>
);
