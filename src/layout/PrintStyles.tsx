import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * Print-friendly pages: only the page title and the content print. Sidebar, toolbars,
 * filters, pagination and buttons are hidden; cards lose their shadows; links print as text.
 */
export const PrintStyles = () => (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { margin: '12mm' },
        body: { background: '#fff !important' },
        [[
          '.app-sidebar',
          '.MuiDrawer-root',
          '.RaList-actions',
          '.RaToolbar-desktopToolbar',
          '.RaToolbar-mobileToolbar',
          '.app-pagination',
          '.no-print',
          '#nprogress',
          'button',
          'a.MuiButton-root',
        ].join(', ')]: { display: 'none !important' },
        // The app bar prints only the page title (list name, record name) as a heading.
        '.MuiAppBar-root': {
          position: 'static !important',
          border: 'none !important',
          background: 'none !important',
        },
        '.RaAppBar-toolbar > :not(#react-admin-title)': { display: 'none !important' },
        '#react-admin-title': { fontSize: '16pt !important', padding: '0 !important' },
        '.RaLayout-appFrame': { marginTop: '0 !important' },
        '.RaLayout-content, #main-content': { padding: '0 !important' },
        '.MuiCard-root, .MuiPaper-root': {
          boxShadow: 'none !important',
          border: 'none !important',
        },
        '.MuiTableCell-root': { padding: '4px 8px !important', fontSize: '10pt' },
        '.MuiTableCell-head': { position: 'static !important' },
        // The sticky-header option makes the table scroll in a box of the window's height.
        '.RaDataTable-tableWrapper': {
          maxHeight: 'none !important',
          overflow: 'visible !important',
        },
        '.MuiInputBase-root': { background: 'none !important' },
        a: { color: 'inherit !important', textDecoration: 'none !important' },
      },
    }}
  />
);
