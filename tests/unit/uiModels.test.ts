// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stackPlacement } from '../../src/layout/notificationPosition';
import { tableSx } from '../../src/lib/list/tableOptions';
import NProgress from 'nprogress';
import { PROGRESS_OPTIONS, doneProgress, startProgress } from '../../src/lib/progress/progressBar';
import { dedicatedStatus, isLocalHost } from '../../src/pages/errors/errorModel';
import { DEFAULT_SETTINGS } from '../../src/theme/settings';
import { SCROLL_SHADOW_DEBOUNCE_MS } from '../../src/theme/constants';

describe('error pages', () => {
  it('have a dedicated page for 401, 404, 429 and 500 only', () => {
    expect([401, 404, 429, 500].map((status) => dedicatedStatus({ status }))).toEqual([
      401, 404, 429, 500,
    ]);
    expect(dedicatedStatus({ status: 403 })).toBeNull();
    expect(dedicatedStatus(new Error('x'))).toBeNull();
    expect(dedicatedStatus(null)).toBeNull();
  });

  it('show the raw error on localhost only', () => {
    expect(isLocalHost('localhost')).toBe(true);
    expect(isLocalHost('127.0.0.1')).toBe(true);
    expect(isLocalHost('gestionale.example.it')).toBe(false);
  });
});

describe('top progress bar', () => {
  afterEach(() => vi.useRealTimers());

  it('is nprogress, starting at 8 %, animating in 200 ms, trickling every 800 ms', () => {
    expect(NProgress.settings).toMatchObject({
      minimum: 0.08,
      speed: 200,
      trickleSpeed: 800,
      showSpinner: false,
    });
    expect(PROGRESS_OPTIONS).toEqual({ minimum: 0.08, speed: 200, trickleSpeed: 800 });
  });

  it('draws one bar for overlapping loads, with no made-up ARIA role, and removes it after', () => {
    vi.useFakeTimers();
    const bar = () => document.querySelector<HTMLElement>('#nprogress .bar');
    /** How far the bar is drawn, in %: it is moved left by the rest. */
    const shown = () => 100 + Number(/translate3d\((-?[\d.]+)%/.exec(bar()!.style.transform)![1]);
    startProgress();
    startProgress();
    expect(document.querySelectorAll('#nprogress')).toHaveLength(1);
    expect(document.querySelector('#nprogress [role]')).toBeNull();
    expect(shown()).toBeCloseTo(8);
    vi.advanceTimersByTime(PROGRESS_OPTIONS.trickleSpeed + PROGRESS_OPTIONS.speed);
    expect(shown()).toBeGreaterThan(8);
    doneProgress();
    vi.advanceTimersByTime(10 * PROGRESS_OPTIONS.speed);
    expect(bar()).not.toBeNull();
    expect(shown()).toBeLessThan(99.5);
    doneProgress();
    doneProgress();
    vi.advanceTimersByTime(PROGRESS_OPTIONS.speed);
    expect(shown()).toBe(100);
    vi.advanceTimersByTime(3 * PROGRESS_OPTIONS.speed);
    expect(document.getElementById('nprogress')).toBeNull();
  });
});

describe('notifications placement', () => {
  it('puts top-right toasts at the right, entering from their edge', () => {
    expect(stackPlacement('top-right')).toMatchObject({
      vertical: 'top',
      style: { right: 16 },
      flexDirection: 'column',
      slideDirection: 'left',
    });
    expect(stackPlacement('bottom-center')).toMatchObject({
      vertical: 'bottom',
      style: { left: '50%' },
      slideDirection: 'up',
    });
  });
});

describe('table options', () => {
  it('map to DataTable styles', () => {
    const sx = tableSx({ ...DEFAULT_SETTINGS.table, zebra: true, sticky: false });
    expect(sx['& .RaDataTable-rowEven']).toEqual({ backgroundColor: 'action.hover' });
    expect(sx['& .RaDataTable-headerCell']).toEqual({ position: 'static' });
    expect(sx['& .RaDataTable-tableWrapper']).toEqual({ overflowX: 'auto' });
    const sticky = tableSx({ ...DEFAULT_SETTINGS.table, sticky: true });
    expect(sticky['& .RaDataTable-headerCell']).toMatchObject({ position: 'sticky', top: 0 });
    // The header sticks inside a box that scrolls, as high as the window leaves room for.
    expect(sticky['& .RaDataTable-tableWrapper']).toMatchObject({ overflow: 'auto' });
  });
});

describe('scroll shadow', () => {
  it('is debounced by 100 ms', () => {
    expect(SCROLL_SHADOW_DEBOUNCE_MS).toBe(100);
  });
});
