// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stackPlacement } from '../../src/layout/notificationPosition';
import { tableSx } from '../../src/lib/list/tableOptions';
import {
  PROGRESS_OPTIONS,
  doneProgress,
  startProgress,
  trickle,
} from '../../src/lib/progress/progressBar';
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

  it('starts at 8 %, stops at 99.4 %, animates in 200 ms, trickles every 800 ms', () => {
    expect(PROGRESS_OPTIONS).toEqual({
      minimum: 0.08,
      maximum: 0.994,
      speed: 200,
      trickleSpeed: 800,
    });
  });

  it('never trickles past 99.4 % before the work is done', () => {
    let value: number = PROGRESS_OPTIONS.minimum;
    const seen = [value];
    for (let i = 0; i < 500; i++) seen.push((value = trickle(value)));
    expect(seen[1]).toBeCloseTo(0.18);
    expect(seen.every((v, i) => i === 0 || v >= seen[i - 1])).toBe(true);
    expect(value).toBe(PROGRESS_OPTIONS.maximum);
  });

  it('draws one bar for overlapping loads, with no made-up ARIA role, and removes it after', () => {
    vi.useFakeTimers();
    const bar = () => document.querySelector<HTMLElement>('#nprogress .bar');
    startProgress();
    startProgress();
    expect(document.querySelectorAll('#nprogress')).toHaveLength(1);
    expect(document.querySelector('#nprogress [role]')).toBeNull();
    expect(bar()!.style.transform).toBe('translate3d(-92%, 0, 0)');
    vi.advanceTimersByTime(PROGRESS_OPTIONS.trickleSpeed);
    expect(bar()!.style.transform).toMatch(/^translate3d\(-82(\.\d+)?%/);
    doneProgress();
    vi.advanceTimersByTime(10 * PROGRESS_OPTIONS.speed);
    expect(bar()).not.toBeNull();
    doneProgress();
    doneProgress();
    expect(bar()!.style.transform).toBe('translate3d(0%, 0, 0)');
    vi.advanceTimersByTime(2 * PROGRESS_OPTIONS.speed);
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
