import NProgress from 'nprogress';

/**
 * The thin top progress bar (spec section 9): starts at 8 %, trickles every 800 ms,
 * animates in 200 ms and never passes 99.4 % before the work is done (nprogress's
 * trickle clamps there). Overlapping loads share one bar.
 */
export const PROGRESS_OPTIONS = {
  minimum: 0.08,
  maximum: 0.994,
  speed: 200,
  trickleSpeed: 800,
} as const;

NProgress.configure({
  minimum: PROGRESS_OPTIONS.minimum,
  speed: PROGRESS_OPTIONS.speed,
  trickleSpeed: PROGRESS_OPTIONS.trickleSpeed,
  showSpinner: false,
  // nprogress's default template says role="bar", not an ARIA role: the bar is decoration
  // (loading is announced by the screens themselves).
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

let running = 0;

export function startProgress(): void {
  running += 1;
  if (running === 1) NProgress.start();
}

export function doneProgress(): void {
  running = Math.max(0, running - 1);
  if (running === 0) NProgress.done();
}

/** Shows the bar while `work` runs. */
export async function withProgress<T>(work: () => Promise<T>): Promise<T> {
  startProgress();
  try {
    return await work();
  } finally {
    doneProgress();
  }
}
