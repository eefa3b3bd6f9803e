import { RecordHistory } from '../audit-entries/RecordHistory';
import ListIcon from '@mui/icons-material/List';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Button,
  Edit,
  LinkBase,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { documentUpdate, type DocumentType } from '../../../contract/documents';
import { PrintButton } from '../../lib/list/PrintButton';
import { useSaveErrorNotifier } from '../../lib/useSaveErrorNotifier';
import { ConvertToInvoiceButton } from './ConvertToInvoiceButton';
import { ConvertToOrderButton } from './ConvertToOrderButton';
import { CreditNoteButton } from './CreditNoteButton';
import { DuplicateButton } from './DuplicateButton';
import { DocumentDeleteButton } from './DocumentDeleteButton';
import { DocumentInputs } from './DocumentInputs';
import { headerPayload } from './documentModel';
import { documentPaths } from './paths';
import { DocumentDueDates } from './DocumentDueDates';
import { ForgetSavedEdits } from '../../lib/form/ForgetSavedEdits';
import { DocumentPdfButton } from './DocumentPdfButton';
import { SdiXmlButton } from './sdi/SdiXmlButton';
import { EditableRows, LockedNotice } from './DocumentLock';
import { DocumentTitle } from './DocumentTitle';
import { IssueButton } from './IssueButton';
import { DeferredDdtLinks } from './deferred/DeferredDdtLinks';
import { RelatedDocumentsLinks } from './RelatedDocumentsLinks';
import { formResolver } from '../../lib/form/formResolver';
import { SdiPanel } from './sdi/SdiPanel';

const resolver = formResolver(documentUpdate);

/**
 * Above the page: back to the list, the show page, the linked documents, issue (drafts),
 * convert (quotes, orders), credit note (issued invoices), duplicate, PDF and print.
 */
export const DocumentActions = ({ type, show }: { type: DocumentType; show?: boolean }) => {
  const record = useRecordContext();
  return (
    <TopToolbar className="no-print" sx={{ flexWrap: 'wrap' }}>
      <Button label="ra.action.list" component={LinkBase} to={documentPaths.list(type)}>
        <ListIcon />
      </Button>
      {show && record && (
        <Button
          label="ra.action.show"
          component={LinkBase}
          to={documentPaths.show(type, record.id)}
        >
          <VisibilityIcon />
        </Button>
      )}
      <RelatedDocumentsLinks />
      <DeferredDdtLinks />
      <IssueButton />
      <ConvertToOrderButton />
      <ConvertToInvoiceButton />
      <CreditNoteButton />
      <DuplicateButton />
      <DocumentPdfButton />
      <SdiXmlButton />
      <PrintButton />
    </TopToolbar>
  );
};

const DocumentEditToolbar = ({ type }: { type: DocumentType }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DocumentDeleteButton redirectTo={documentPaths.list(type)} />
  </Toolbar>
);

/**
 * `/documents/sales/{type}/edit/{id}`: the header (pessimistic save with `version`: a 409
 * says someone else saved first and nothing is overwritten), then the rows, edited and
 * reordered in place, and the totals as the server computed them. An issued invoice or note
 * says it is locked: only its status can be saved, its rows are read-only.
 */
export const DocumentEdit = ({ type }: { type: DocumentType }) => {
  const onError = useSaveErrorNotifier();
  return (
    <Edit
      resource="documents"
      title={<DocumentTitle type={type} />}
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      transform={headerPayload}
      redirect={false}
      redirectOnError={() => documentPaths.list(type)}
      actions={<DocumentActions type={type} show />}
    >
      <LockedNotice />
      <SdiPanel />
      <SimpleForm
        resolver={resolver}
        warnWhenUnsavedChanges
        resetOptions={{ keepDirtyValues: true }}
        toolbar={<DocumentEditToolbar type={type} />}
      >
        <DocumentInputs type={type} />
        <ForgetSavedEdits />
      </SimpleForm>
      <EditableRows />
      <DocumentDueDates />
      <RecordHistory resource="documents" />
    </Edit>
  );
};
