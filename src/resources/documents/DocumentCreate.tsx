import { Create, SimpleForm } from 'react-admin';
import { documentInput, firstStatus, type DocumentType } from '../../../contract/documents';
import { DocumentInputs } from './DocumentInputs';
import { today } from './documentModel';
import { documentPaths } from './paths';
import { DocumentTitle } from './DocumentTitle';
import { formResolver } from '../../lib/form/formResolver';

const resolver = formResolver(documentInput);

/** `/documents/sales/{type}/add`: the header first; once saved, the edit page adds rows. */
export const DocumentCreate = ({ type }: { type: DocumentType }) => (
  <Create
    resource="documents"
    title={<DocumentTitle type={type} />}
    redirect={(_resource, id) => documentPaths.edit(type, id!)}
  >
    <SimpleForm
      resolver={resolver}
      warnWhenUnsavedChanges
      defaultValues={{ type, status: firstStatus(type), document_date: today(), rows: [] }}
    >
      <DocumentInputs type={type} />
    </SimpleForm>
  </Create>
);
