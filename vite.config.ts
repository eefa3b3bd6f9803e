import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.js';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [react(), precompress()],
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
  },
});
