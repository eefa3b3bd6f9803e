/**
 * Where toasts may sit: never over a toolbar. Pure geometry, fed with the toolbars' boxes
 * measured in the page (useToastClearance).
 */
export interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * What a toast must never cover: the app bar, the pages' toolbars (react-admin's top and form
 * toolbars, a list's filters and buttons), the pagination, floating buttons, the
 * dashboards' range presets, an open menu (a toolbar button's choices), the field being
 * edited and the fields showing an error, and whatever a screen marks with the class
 * `toast-clear` (the dashboards' period: its dates and presets).
 */
export const TOOLBAR_SELECTOR = [
  '.MuiAppBar-root',
  '.MuiMenu-paper',
  '[role="toolbar"]',
  '.RaList-actions',
  '.app-pagination',
  '.MuiFab-root',
  '.RaLayout-content .MuiToggleButtonGroup-root',
  '.toast-clear',
  '.MuiFormControl-root:focus-within',
  '.MuiFormHelperText-root.Mui-error',
  '.MuiInputBase-root.Mui-error',
  '.MuiPickersInputBase-root.Mui-error',
].join(', ');

export interface ClearanceInput {
  vertical: 'top' | 'bottom';
  /** The least distance from the stack's edge of the window. */
  inset: number;
  /** The stack's horizontal extent and height. */
  left: number;
  right: number;
  height: number;
  viewportHeight: number;
  obstacles: Rect[];
  gap?: number;
}

const overlapsColumn = (rect: Rect, left: number, right: number) =>
  rect.left < right && rect.right > left;

/**
 * The distance from the chosen edge (top or bottom) at which the stack covers no obstacle:
 * starting at `inset`, it moves past each toolbar in its way, in the order they come. Kept
 * inside the window when toolbars leave no room (it then sits below the last one it fits).
 */
export function clearanceOffset(input: ClearanceInput): number {
  const { vertical, inset, left, right, height, viewportHeight, gap = 8 } = input;
  // Measured from the chosen edge: for bottom stacks, flip the boxes upside down.
  const boxes = input.obstacles
    .filter((rect) => overlapsColumn(rect, left, right))
    .map((rect) =>
      vertical === 'top'
        ? { start: rect.top, end: rect.bottom }
        : { start: viewportHeight - rect.bottom, end: viewportHeight - rect.top },
    )
    .filter((box) => box.end > 0 && box.start < viewportHeight)
    .sort((a, b) => a.start - b.start);
  let offset = inset;
  for (const box of boxes) {
    if (box.start < offset + height && box.end > offset) offset = box.end + gap;
  }
  return Math.max(inset, Math.min(offset, viewportHeight - height - inset));
}
