import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Slide from '@mui/material/Slide';
import { isValidElement, useCallback, useEffect, useRef, useState } from 'react';
import {
  CloseNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';

const DEFAULT_DURATION = 4000;
const ERROR_DURATION = 6000;

interface ToastProps {
  notification: NotificationPayload;
  slideDirection: 'left' | 'right' | 'up' | 'down';
  /** Set when the stack wants it gone before its time. */
  dismissed?: boolean;
  /** It starts to go (its time ran out, ✕, undo, or the stack asked): it no longer counts. */
  onClosing: () => void;
  onExited: () => void;
}

/** One toast of the stack: slides in, hides itself after its duration (paused on hover). */
export const Toast = ({
  notification,
  slideDirection,
  dismissed,
  onClosing,
  onExited,
}: ToastProps) => {
  const translate = useTranslate();
  const takeMutation = useTakeUndoableMutation();
  const [open, setOpen] = useState(true);
  const undone = useRef(false);
  const { message, type, notificationOptions = {} } = notification;
  const { autoHideDuration, messageArgs, undoable } = notificationOptions;
  const duration =
    autoHideDuration === undefined
      ? type === 'error'
        ? ERROR_DURATION
        : DEFAULT_DURATION
      : autoHideDuration;
  const [paused, setPaused] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    if (dismissed) close();
  }, [dismissed, close]);
  const closing = useRef(onClosing);
  closing.current = onClosing;
  useEffect(() => {
    if (!open) closing.current();
  }, [open]);

  useEffect(() => {
    if (!open || paused || duration === null) return;
    const timer = setTimeout(close, duration);
    return () => clearTimeout(timer);
  }, [open, paused, duration, close]);

  const handleExited = () => {
    // An undoable mutation runs for real once its toast is gone without "undo".
    if (undoable && !undone.current) takeMutation()?.({ isUndo: false });
    onExited();
  };

  const undo = () => {
    undone.current = true;
    takeMutation()?.({ isUndo: true });
    close();
  };

  return (
    <CloseNotificationContext.Provider value={close}>
      <Slide in={open} direction={slideDirection} appear onExited={handleExited}>
        <Alert
          severity={type}
          variant="filled"
          onClose={close}
          closeText={translate('ra.action.close')}
          // Paused while the pointer or the keyboard focus is on it, so it can be read.
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
          action={
            undoable ? (
              <Button color="inherit" size="small" onClick={undo}>
                {translate('ra.action.undo')}
              </Button>
            ) : undefined
          }
          sx={{ pointerEvents: 'auto', boxShadow: 3, alignItems: 'center', whiteSpace: 'pre-line' }}
        >
          {typeof message === 'string'
            ? translate(message, { _: message, ...messageArgs })
            : isValidElement(message)
              ? message
              : null}
        </Alert>
      </Slide>
    </CloseNotificationContext.Provider>
  );
};
