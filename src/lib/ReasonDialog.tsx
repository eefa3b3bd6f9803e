import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { Button } from 'react-admin';

export interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  /** Translated texts: what is asked, what it does, the reason's label and help. */
  title: string;
  content: string;
  label: string;
  helperText?: string;
  /** The confirm button's translation key. */
  confirmLabel: string;
  danger?: boolean;
  /** While the action runs the button is disabled: a double click sends it once. */
  pending: boolean;
  onConfirm: (reason: string) => void;
}

/**
 * A confirmation that needs a reason (a write-off, a reversal): nothing happens until one is
 * typed; Enter confirms.
 */
export const ReasonDialog = ({
  open,
  onClose,
  title,
  content,
  label,
  helperText,
  confirmLabel,
  danger,
  pending,
  onConfirm,
}: ReasonDialogProps) => {
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (open) setReason('');
  }, [open]);
  const ready = reason.trim() !== '' && !pending;
  return (
    <Dialog open={open} onClose={onClose} onClick={(event) => event.stopPropagation()}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) onConfirm(reason.trim());
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{content}</DialogContentText>
          <TextField
            autoFocus
            required
            fullWidth
            margin="normal"
            label={label}
            helperText={helperText}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          <Button
            type="submit"
            label={confirmLabel}
            color={danger ? 'error' : 'primary'}
            variant="contained"
            disabled={!ready}
          />
        </DialogActions>
      </form>
    </Dialog>
  );
};
