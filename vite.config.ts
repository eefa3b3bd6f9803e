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
    // Issue 17: no chunk over 500 kB; the build warns about any that is.
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page loads first (the `$initial` tag: the entry's static imports, as the
          // bundler resolved them) in four chunks, each under 500 kB, rather than the 39 that
          // automatic chunking cut it into (docs/benchmarks.md, issue 17). Lazily loaded code
          // keeps automatic chunking: a group of it would pull the forms' libraries into lists.
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|@popperjs)[\\/]/,
              tags: ['$initial'],
            },
            { name: 'libs', test: /node_modules[\\/]/, tags: ['$initial'] },
            { name: 'app', test: /[\\/](src|contract)[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
