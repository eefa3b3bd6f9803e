import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The bare react-admin shell (bench/shell), built by bench/frontend.ts and bench/lighthouse.ts
 * with the project's node_modules; `--outDir` says where.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: { emptyOutDir: true },
});
