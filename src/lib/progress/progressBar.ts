/**
 * The thin top progress bar (spec section 9): starts at 8 %, trickles every 800 ms, animates in
 * 200 ms and never passes 99.4 % before the work is done. Overlapping loads share one bar.
 * It is nprogress's bar (same markup, `#nprogress .bar .peg`, styled by ProgressBarStyles and
 * hidden in print) in the few lines we use of it: the package cost 1.3 kB gzip and about three
 * Lighthouse points on the mobile orders list (docs/design-card.md).
 */
export const PROGRESS_OPTIONS = {
  minimum: 0.08,
  maximum: 0.994,
  speed: 200,
  trickleSpeed: 800,
} as const;

/** The bar after one trickle from `value`: quick at first, slower towards the end. */
export function trickle(value: number): number {
  const step = value < 0.2 ? 0.1 : value < 0.5 ? 0.04 : value < 0.8 ? 0.02 : 0.005;
  return Math.max(value, Math.min(value + step, PROGRESS_OPTIONS.maximum));
}

let running = 0;
let value = 0;
let trickling: ReturnType<typeof setInterval> | undefined;
let hiding: ReturnType<typeof setTimeout> | undefined;

function barElement(): HTMLElement {
  let root = document.getElementById('nprogress');
  if (!root) {
    root = document.createElement('div');
    root.id = 'nprogress';
    // Decoration: the screens announce their own loading (no made-up ARIA role, axe).
    root.innerHTML = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';
    document.body.appendChild(root);
  }
  return root.firstElementChild as HTMLElement;
}

function show(next: number) {
  value = next;
  const bar = barElement();
  bar.style.transition = `all ${PROGRESS_OPTIONS.speed}ms ease`;
  bar.style.transform = `translate3d(${(next - 1) * 100}%, 0, 0)`;
  bar.style.opacity = '1';
}

export function startProgress(): void {
  running += 1;
  if (running > 1) return;
  clearTimeout(hiding);
  show(PROGRESS_OPTIONS.minimum);
  trickling = setInterval(() => show(trickle(value)), PROGRESS_OPTIONS.trickleSpeed);
}

export function doneProgress(): void {
  if (running === 0) return;
  running -= 1;
  if (running > 0) return;
  clearInterval(trickling);
  show(1);
  // Full, then fades out and leaves the page.
  hiding = setTimeout(() => {
    barElement().style.opacity = '0';
    hiding = setTimeout(
      () => document.getElementById('nprogress')?.remove(),
      PROGRESS_OPTIONS.speed,
    );
  }, PROGRESS_OPTIONS.speed);
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
