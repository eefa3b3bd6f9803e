import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Shared by both layouts: the content column may shrink below its content's width (a flex
 * item's default `min-width: auto` would let a wide table push the whole page sideways);
 * wide tables scroll inside their own box instead.
 */
export const layoutSx: SxProps<Theme> = {
  // react-admin's root is `min-width: fit-content`: the page grew as wide as the widest table.
  minWidth: 0,
  '& .RaLayout-content, & .RaList-main, & .RaEdit-main, & .RaCreate-main': { minWidth: 0 },
  // A list's search box and buttons wrap onto two lines when the window is narrow. Not on
  // phones: there react-admin stacks them in a column, and wrapping that column put the
  // buttons in a second one, past the right edge (the page scrolled sideways).
  '& .RaList-actions': { flexWrap: { xs: 'nowrap', sm: 'wrap' } },
  '& .RaList-actions > .MuiToolbar-root': {
    minWidth: 0,
    maxWidth: '100%',
    flexWrap: 'wrap',
    alignSelf: 'stretch',
  },
};
