// The staff console's build (DESIGN §9; docs/decisions/0080-staff-console.md): its own entry and its own output
// (apps/web/dist-admin, served by the server under /admin), so not one byte of it reaches the installer portal's
// bundles or its manifest (scripts/web-budgets.ts reads dist/ only). `npm run build` builds both.
import { join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';

export default defineConfig({
  root: join(import.meta.dirname, 'src', 'admin'),
  base: '/admin/',
  plugins: [react(), precompress()],
  css: { postcss: import.meta.dirname },
  build: {
    // Relative to `root` (precompress joins the two): apps/web/dist-admin.
    outDir: '../../dist-admin',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
});
