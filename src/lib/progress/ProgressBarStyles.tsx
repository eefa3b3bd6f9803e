import GlobalStyles from '@mui/material/GlobalStyles';

/** The top progress bar (progressBar.ts), drawn in the theme's primary colour above everything else. */
export const ProgressBarStyles = () => (
  <GlobalStyles
    styles={(theme) => ({
      '#nprogress': { pointerEvents: 'none' },
      '#nprogress .bar': {
        background: theme.palette.primary.main,
        position: 'fixed',
        zIndex: theme.zIndex.tooltip + 1,
        top: 0,
        insetInlineStart: 0,
        width: '100%',
        height: 3,
      },
      '#nprogress .peg': {
        display: 'block',
        position: 'absolute',
        insetInlineEnd: 0,
        width: 100,
        height: '100%',
        boxShadow: `0 0 10px ${theme.palette.primary.main}, 0 0 5px ${theme.palette.primary.main}`,
        opacity: 1,
        transform: 'rotate(3deg) translate(0px, -4px)',
      },
    })}
  />
);
