import type { NotificationPosition } from '../theme/settings';

/**
 * Where the toast stack sits for a position setting, and from which edge new toasts
 * enter. Sides are physical, in right-to-left pages too (applied as inline style, which
 * the right-to-left style plugin leaves alone). The distance from the top or bottom edge
 * is measured (useToastClearance) so the stack never covers a toolbar.
 */
export function stackPlacement(position: NotificationPosition) {
  const [vertical, horizontal] = position.split('-') as [
    'top' | 'bottom',
    'left' | 'right' | 'center',
  ];
  const inset = 16;
  return {
    vertical,
    style: {
      ...(horizontal === 'center'
        ? { left: '50%', transform: 'translateX(-50%)' }
        : { [horizontal]: inset }),
    },
    /** The oldest toast stays at the screen edge, newer ones line up towards the centre. */
    flexDirection: vertical === 'top' ? ('column' as const) : ('column-reverse' as const),
    /** MUI Slide direction: toasts enter moving away from their edge. */
    slideDirection: slideDirection(vertical, horizontal),
  };
}

function slideDirection(vertical: 'top' | 'bottom', horizontal: 'left' | 'right' | 'center') {
  if (horizontal === 'left') return 'right' as const;
  if (horizontal === 'right') return 'left' as const;
  return vertical === 'top' ? ('down' as const) : ('up' as const);
}
