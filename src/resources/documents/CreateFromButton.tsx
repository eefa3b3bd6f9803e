import { useState, type ReactElement, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from 'react-admin';
import { isCommercial, type DocumentType, type SalesDocument } from '../../../contract/documents';
import { ConvertDialog } from './ConvertDialog';
import { useCreateFrom } from './useCreateFrom';

interface CreateFromButtonProps {
  /** Its words: `resources.documents.<messages>.label|title|content|confirm|date|done`. */
  messages: 'convert' | 'convert_quote' | 'credit_note' | 'duplicate';
  icon: ReactElement;
  /** The type of the document it makes. */
  type: DocumentType;
  /** Asks the new document's date (today by default); without it the server dates it today. */
  withDate: boolean;
  /** Makes it, from the dialog's date (when asked) and values. */
  create: (date: string | undefined, values: FieldValues) => Promise<SalesDocument>;
  /** More inputs for the dialog, with their defaults. */
  children?: ReactNode;
  defaults?: FieldValues;
}

/**
 * A button that makes a new document from the page's one (convert, credit note, duplicate):
 * a dialog says what will be made and asks first, then the new document's edit page opens.
 */
export const CreateFromButton = ({
  messages,
  icon,
  type,
  withDate,
  create,
  children,
  defaults,
}: CreateFromButtonProps) => {
  const [open, setOpen] = useState(false);
  const mutation = useCreateFrom(
    (values: FieldValues) =>
      create(withDate ? (values.document_date as string) : undefined, values),
    `resources.documents.${messages}.done`,
  );
  return (
    <>
      <Button label={`resources.documents.${messages}.label`} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <ConvertDialog
        open={open}
        type={type}
        messages={messages}
        withDate={withDate}
        draft={!isCommercial(type)}
        pending={mutation.isPending}
        onConfirm={(values) => mutation.mutate(values)}
        onClose={() => setOpen(false)}
        defaults={defaults}
      >
        {children}
      </ConvertDialog>
    </>
  );
};
