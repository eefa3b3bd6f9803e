import { useState, type ReactElement } from 'react';
import { Button } from 'react-admin';
import type { DocumentType, SalesDocument } from '../../../contract/documents';
import { ConvertDialog } from './ConvertDialog';
import { useCreateFrom } from './useCreateFrom';

interface CreateFromButtonProps {
  /** Its words: `resources.documents.<messages>.label|title|content|confirm|date|done`. */
  messages: 'convert' | 'credit_note' | 'duplicate';
  icon: ReactElement;
  /** The type of the document it makes. */
  type: DocumentType;
  /** Asks the new document's date (today by default); without it the server dates it today. */
  withDate: boolean;
  create: (date: string | undefined) => Promise<SalesDocument>;
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
}: CreateFromButtonProps) => {
  const [open, setOpen] = useState(false);
  const mutation = useCreateFrom(create, `resources.documents.${messages}.done`);
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
        draft={type !== 'order'}
        pending={mutation.isPending}
        onConfirm={(date) => mutation.mutate(withDate ? date : undefined)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
