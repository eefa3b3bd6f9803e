import NProgress from 'nprogress';

/**
 * The thin top progress bar (spec section 9): nprogress, starting at 8 %, trickling every
 * 800 ms, animating in 200 ms (it never passes 99.4 % before the work is done). Its markup
 * (`#nprogress .bar .peg`) is styled by ProgressBarStyles and hidden in print; the spinner is
 * left out, and the bar has no ARIA role (nprogress's default `role="bar"` is none: the screens
 * announce their own loading). Overlapping loads share one bar.
 */
export const PROGRESS_OPTIONS = {
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
} as const;

NProgress.configure({
  ...PROGRESS_OPTIONS,
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

let running = 0;

export function startProgress(): void {
  running += 1;
  if (running === 1) NProgress.start();
}

export function doneProgress(): void {
  if (running === 0) return;
  running -= 1;
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
