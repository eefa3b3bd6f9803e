import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.js';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      {
        // node-polyglot's ES2017 shim: the browsers' own Object.entries (src/lib/shims/).
        find: /^object\.entries$/,
        replacement: fileURLToPath(new URL('./src/lib/shims/objectEntries.cjs', import.meta.url)),
      },
      {
        // react-admin's default CSV exporter, which no list of ours calls: its library loads if
        // it ever is, not with every list (src/lib/list/export/jsonexportOnDemand.ts).
        find: /^jsonexport\/dist\/index\.js$/,
        replacement: fileURLToPath(
          new URL('./src/lib/list/export/jsonexportOnDemand.ts', import.meta.url),
        ),
      },
    ],
  },
  server: {
    // `npm run dev`: Vite serves the SPA with hot reload, the API runs beside it.
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // No chunk over 500 kB; the build warns about any that is.
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page loads first (the `$initial` tag: the entry's static imports, as the
          // bundler resolved them) in four chunks, each under 500 kB, rather than the 39 that
          // automatic chunking cut it into (docs/benchmarks.md).
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|@popperjs)[\\/]/,
              tags: ['$initial'],
            },
            { name: 'libs', test: /node_modules[\\/]/, tags: ['$initial'] },
            { name: 'app', test: /[\\/](src|contract)[\\/]/, tags: ['$initial'] },
            // The code the list screens load, in three chunks rather than the thirty-odd that
            // automatic chunking makes of it (one per set of pages sharing a module): on a slow
            // network each is a round trip, six rounds of them for the orders list. A group takes
            // the modules `test` matches and what they import that no group above took; the rest
            // of the lazily loaded code (forms, their pickers and libraries) keeps automatic
            // chunking. First what lists share with forms and dashboards (tables, dialogs,
            // progress bars, amounts), so that a dashboard does not load the lists' code:
            {
              name: 'shared',
              test: /node_modules[\\/]@mui[\\/]material[\\/](Table\w*|Dialog\w*|LinearProgress)[\\/]|src[\\/]lib[\\/]decimal\.ts$/,
            },
            // then what every list screen shows (src/lib/list), and the document lists, the most
            // used screens, each in one chunk.
            {
              name: 'list',
              test: /src[\\/]lib[\\/]list[\\/](AppList|AppDataTable|AppListActions|AppPagination|PrintButton|TableOptionsButton)\.tsx$/,
            },
            {
              name: 'document-list',
              test: /src[\\/]resources[\\/]documents[\\/]DocumentList\.tsx$/,
            },
          ],
        },
      },
    },
  },
});
