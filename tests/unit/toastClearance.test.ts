import { describe, expect, it } from 'vitest';
import { clearanceOffset, type Rect } from '../../src/layout/toastClearance';

const rect = (top: number, bottom: number, left: number, right: number): Rect => ({
  top,
  bottom,
  left,
  right,
});

/** A 380 px stack at the right of a 1366 x 800 window, 60 px high. */
const stack = { inset: 16, left: 970, right: 1350, height: 60, viewportHeight: 800 };
const APP_BAR = rect(0, 48, 0, 1366);
/** A show page's toolbar: List, PDF, Print at the right, just under the app bar. */
const PAGE_TOOLBAR = rect(48, 92, 1000, 1366);

describe('toast clearance', () => {
  it('puts a top stack below the app bar and the page toolbar', () => {
    expect(clearanceOffset({ ...stack, vertical: 'top', obstacles: [APP_BAR] })).toBe(56);
    expect(clearanceOffset({ ...stack, vertical: 'top', obstacles: [PAGE_TOOLBAR, APP_BAR] })).toBe(
      100,
    );
  });

  it('ignores toolbars beside the stack and those it does not reach', () => {
    const left = rect(48, 92, 0, 600);
    const lower = rect(400, 440, 0, 1366);
    expect(clearanceOffset({ ...stack, vertical: 'top', obstacles: [APP_BAR, left, lower] })).toBe(
      56,
    );
  });

  it('moves past a toolbar the stack would reach once moved', () => {
    const next = rect(120, 150, 900, 1366);
    expect(
      clearanceOffset({ ...stack, vertical: 'top', obstacles: [APP_BAR, PAGE_TOOLBAR, next] }),
    ).toBe(158);
  });

  it('keeps a bottom stack above a form toolbar and the pagination', () => {
    const formToolbar = rect(736, 800, 240, 1366);
    expect(clearanceOffset({ ...stack, vertical: 'bottom', obstacles: [formToolbar] })).toBe(72);
    expect(clearanceOffset({ ...stack, vertical: 'bottom', obstacles: [] })).toBe(16);
  });

  it('stays inside the window when toolbars leave no room', () => {
    const tall = rect(0, 790, 0, 1366);
    expect(clearanceOffset({ ...stack, vertical: 'top', obstacles: [tall] })).toBe(724);
  });
});
