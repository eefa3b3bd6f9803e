import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { Form, required, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import type { DocumentType, SalesDocument } from '../../../contract/documents';
import { DateInput } from '../../lib/DateInput';
import { documentNumber, DRAFT_NUMBER, formatDate, today } from './documentModel';
import { useNextNumber } from './useNextNumber';

export interface ConvertDialogProps {
  open: boolean;
  /** The type of the document that will be made. */
  type: DocumentType;
  /** The messages' key: `resources.documents.{messages}.title|content|confirm|date`. */
  messages: string;
  /** Whether the user picks the date (else today). */
  withDate: boolean;
  /** The new document will be a draft (an invoice or note): it gets no number yet. */
  draft?: boolean;
  /** The record itself is issued (no new document): its number comes from its series. */
  issuing?: boolean;
  pending: boolean;
  /** The form's values: `document_date` and those of `children`. */
  onConfirm: (values: FieldValues) => void;
  onClose: () => void;
  /** More inputs, after the date, with their defaults in `defaults`. */
  children?: ReactNode;
  defaults?: FieldValues;
}

/** What will happen, said with the new number and date: it follows the date picked. */
const Preview = ({
  type,
  messages,
  source,
  draft,
  issuing,
}: {
  type: DocumentType;
  messages: string;
  source: SalesDocument;
  draft: boolean;
  issuing: boolean;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const date = useWatch<{ document_date: string | null }>({ name: 'document_date' });
  const next = useNextNumber(type, date, issuing ? source.id : undefined);
  const number = draft ? translate(DRAFT_NUMBER) : next;
  return (
    <DialogContentText sx={{ mb: 2 }}>
      {translate(`resources.documents.${messages}.content`, {
        number: number || '…',
        date: formatDate(date, locale) || '…',
        source: documentNumber(source, translate(DRAFT_NUMBER)),
        document: `${translate(`resources.documents.kind.${type.replace('-', '_')}`)} ${number || '…'}`,
      })}
    </DialogContentText>
  );
};

/**
 * Asks before a new document is made from this one (an invoice from the order, a credit note
 * from the invoice, a duplicate) or before a draft is issued: says which number (or that it
 * will be a draft) and date it will get, lets the user pick the date (today by default, in
 * the UI language's format) and confirm.
 */
export const ConvertDialog = (props: ConvertDialogProps) => {
  const { open, type, messages, withDate, draft = false, issuing = false } = props;
  const { pending, onConfirm, onClose } = props;
  const { children, defaults } = props;
  const record = useRecordContext<SalesDocument>();
  const translate = useTranslate();
  const titleId = useId();
  if (!record) return null;
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Form record={{ document_date: today(), ...defaults }} onSubmit={onConfirm}>
        <DialogTitle id={titleId}>{translate(`resources.documents.${messages}.title`)}</DialogTitle>
        <DialogContent>
          <Preview
            type={type}
            messages={messages}
            source={record}
            draft={draft}
            issuing={issuing}
          />
          {withDate && (
            <DateInput
              source="document_date"
              label={`resources.documents.${messages}.date`}
              validate={required()}
              fullWidth
            />
          )}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate(`resources.documents.${messages}.confirm`)}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
