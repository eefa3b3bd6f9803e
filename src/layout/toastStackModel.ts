import type { NotificationPayload } from 'react-admin';

/** A toast of the stack. */
export interface ShownToast {
  key: number;
  notification: NotificationPayload;
  /**
   * Going: asked to (its page was left, or what failed succeeded since), or on its own (its
   * time ran out, ✕). It slides out, and the same message again is a new toast.
   */
  dismissed?: boolean;
}

/** Two toasts saying the same thing. */
const sameToast = (a: NotificationPayload, b: NotificationPayload) =>
  a.type === b.type &&
  a.message === b.message &&
  JSON.stringify(a.notificationOptions?.messageArgs) ===
    JSON.stringify(b.notificationOptions?.messageArgs);

/** Whether a toast on screen, and not going, says what `notification` says. */
export const saidAlready = (toasts: readonly ShownToast[], notification: NotificationPayload) =>
  toasts.some((toast) => !toast.dismissed && sameToast(toast.notification, notification));

/** The error toasts (of `keys`, when given) asked to go; the same array when there are none. */
export const dismissErrors = (toasts: ShownToast[], keys?: Set<number>) => {
  const going = (toast: ShownToast) =>
    toast.notification.type === 'error' && !toast.dismissed && (!keys || keys.has(toast.key));
  return toasts.some(going)
    ? toasts.map((toast) => (going(toast) ? { ...toast, dismissed: true } : toast))
    : toasts;
};

/** Toast `key` is going (its time ran out, ✕); the same array when it already was. */
export const markGoing = (toasts: ShownToast[], key: number) =>
  toasts.some((toast) => toast.key === key && !toast.dismissed)
    ? toasts.map((toast) => (toast.key === key ? { ...toast, dismissed: true } : toast))
    : toasts;
