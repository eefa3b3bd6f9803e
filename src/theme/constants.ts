/** Display constants of spec section 9, in one place. */
export const BREAKPOINTS = { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

/** Collapse (menu groups, accordions) never animates longer than this. */
export const COLLAPSE_MAX_MS = 500;

/** The scroll shadow of scrolling areas (sidebar) updates at most this often. */
export const SCROLL_SHADOW_DEBOUNCE_MS = 100;

export const SIDEBAR_WIDTH = 248;
export const SIDEBAR_CLOSED_WIDTH = 56;
