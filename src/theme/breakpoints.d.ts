import '@mui/material/styles';

// The spec's breakpoints add `2xl` (1536 px) to MUI's xs..xl.
declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    '2xl': true;
  }
}
