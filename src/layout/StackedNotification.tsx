import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useNotificationContext, type NotificationPayload } from 'react-admin';
import { useSettings } from '../theme/SettingsContext';
import { stackPlacement } from './notificationPosition';
import { Toast } from './Toast';
import { useToastClearance } from './useToastClearance';

interface ShownToast {
  key: number;
  notification: NotificationPayload;
}

let sequence = 0;

/**
 * react-admin's `notification` slot: instead of one snackbar at a time, up to
 * `settings.notifications.visible` (4) toasts stacked at the chosen corner; the rest
 * wait in react-admin's notification queue. The stack keeps clear of every toolbar.
 */
export const StackedNotification = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const { position, visible } = useSettings().settings.notifications;
  const [shown, setShown] = useState<ShownToast[]>([]);
  const stack = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (notifications.length === 0 || shown.length >= visible) return;
    const notification = takeNotification();
    if (notification) setShown((current) => [...current, { key: ++sequence, notification }]);
  }, [notifications, shown.length, visible, takeNotification]);

  const placement = stackPlacement(position);
  const offset = useToastClearance(stack, placement.vertical, shown.length > 0);
  const remove = (key: number) =>
    setShown((current) => current.filter((toast) => toast.key !== key));

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
          onExited={() => remove(toast.key)}
        />
      ))}
    </Box>
  );
};
