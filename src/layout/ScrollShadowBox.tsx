import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useScrollShadow } from './useScrollShadow';

const edge = (side: 'top' | 'bottom', visible: boolean) => ({
  content: '""',
  position: 'absolute' as const,
  insetInline: 0,
  [side]: 0,
  height: 12,
  pointerEvents: 'none' as const,
  zIndex: 1,
  opacity: visible ? 1 : 0,
  transition: 'opacity 150ms',
  background: `linear-gradient(to ${side === 'top' ? 'bottom' : 'top'}, rgb(0 0 0 / 0.12), transparent)`,
});

/** A vertically scrolling area with a soft shadow where content is cut off. */
export const ScrollShadowBox = ({ children }: { children: ReactNode }) => {
  const { ref, top, bottom } = useScrollShadow<HTMLDivElement>();
  return (
    <Box
      sx={{
        position: 'relative',
        flex: 1,
        minHeight: 0,
        height: '100%',
        '&::before': edge('top', top),
        '&::after': edge('bottom', bottom),
      }}
    >
      <Box
        ref={ref}
        sx={{ height: '100%', overflowY: 'auto', overflowX: 'hidden', scrollbarWidth: 'thin' }}
      >
        {children}
      </Box>
    </Box>
  );
};
