import type { NotificationPayload } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  dismissErrors,
  markGoing,
  saidAlready,
  type ShownToast,
} from '../../src/layout/toastStackModel';

const saved: NotificationPayload = { message: 'Salvato', type: 'success' };
const refused: NotificationPayload = { message: 'Prezzo non valido', type: 'error' };
const toast = (key: number, notification: NotificationPayload, dismissed = false): ShownToast => ({
  key,
  notification,
  dismissed,
});

describe('the toast stack', () => {
  it('does not show again what a toast on screen says', () => {
    expect(saidAlready([toast(1, saved)], { ...saved })).toBe(true);
    expect(saidAlready([toast(1, saved)], refused)).toBe(false);
    const args = (n: number) => ({ ...saved, notificationOptions: { messageArgs: { n } } });
    expect(saidAlready([toast(1, args(1))], args(2))).toBe(false);
  });

  it('shows it again once that toast is going (its time ran out, or closed)', () => {
    const shown = markGoing([toast(1, saved), toast(2, refused)], 1);
    expect(shown.map((t) => t.dismissed)).toEqual([true, false]);
    expect(saidAlready(shown, saved)).toBe(false);
    // Already going: the same array, no new render.
    expect(markGoing(shown, 1)).toBe(shown);
  });

  it('lets errors go, those of the keys given or all', () => {
    const shown = [toast(1, refused), toast(2, saved), toast(3, refused)];
    expect(dismissErrors(shown, new Set([3])).map((t) => !!t.dismissed)).toEqual([
      false,
      false,
      true,
    ]);
    expect(dismissErrors(shown).map((t) => !!t.dismissed)).toEqual([true, false, true]);
    const none = [toast(2, saved)];
    expect(dismissErrors(none)).toBe(none);
  });
});
