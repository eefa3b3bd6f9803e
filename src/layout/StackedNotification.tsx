import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useNotificationContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useSettings } from '../theme/SettingsContext';
import { stackPlacement } from './notificationPosition';
import { Toast } from './Toast';
import { dismissErrors, markGoing, saidAlready, type ShownToast } from './toastStackModel';
import { useSeenKeys } from './useSeenKeys';
import { useToastClearance } from './useToastClearance';

let sequence = 0;

/**
 * react-admin's `notification` slot: instead of one snackbar at a time, up to
 * `settings.notifications.visible` (4) toasts stacked at the chosen corner; the rest
 * wait in react-admin's notification queue. The stack keeps clear of every toolbar and of
 * the field being edited. A toast saying what one on screen says is not shown again; error
 * toasts go when a success toast comes (what failed was done since) or when the user leaves
 * the page they were read on.
 */
export const StackedNotification = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const { position, visible } = useSettings().settings.notifications;
  const [shown, setShown] = useState<ShownToast[]>([]);
  const stack = useRef<HTMLDivElement>(null);

  const { pathname } = useLocation();
  const seen = useSeenKeys(shown);

  useEffect(() => {
    if (notifications.length === 0 || shown.length >= visible) return;
    const notification = takeNotification();
    if (!notification) return;
    setShown((current) => {
      if (saidAlready(current, notification)) return current;
      const kept = notification.type === 'success' ? dismissErrors(current) : current;
      return [...kept, { key: ++sequence, notification }];
    });
  }, [notifications, shown.length, visible, takeNotification]);

  useEffect(() => {
    setShown((toasts) => dismissErrors(toasts, seen));
  }, [pathname, seen]);

  const placement = stackPlacement(position);
  const offset = useToastClearance(stack, placement.vertical, shown.length > 0);
  const remove = (key: number) => {
    seen.delete(key);
    setShown((toasts) => toasts.filter((toast) => toast.key !== key));
  };

  if (shown.length === 0) return null;
  return (
    <Box
      ref={stack}
      className="app-toasts"
      aria-live="polite"
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: placement.flexDirection,
        gap: 1,
        width: { xs: 'calc(100% - 32px)', sm: 380 },
        pointerEvents: 'none',
        '@media print': { display: 'none' },
      }}
      style={{ ...placement.style, [placement.vertical]: offset }}
    >
      {shown.map((toast) => (
        <Toast
          key={toast.key}
          notification={toast.notification}
          slideDirection={placement.slideDirection}
          dismissed={toast.dismissed === true}
          onClosing={() => setShown((toasts) => markGoing(toasts, toast.key))}
          onExited={() => remove(toast.key)}
        />
      ))}
    </Box>
  );
};
