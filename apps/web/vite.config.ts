import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';
import { precompileMessages } from './precompile-messages';
import { shellServiceWorker } from './pwa.config';

export default defineConfig({
  plugins: [react(), precompileMessages(), shellServiceWorker(), precompress()],
  // zod, configured for the strict CSP wherever it first loads (src/app/strict-csp.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/app/strict-csp.ts', import.meta.url)) }] },
  server: {
    proxy: {
      '/v1': 'http://127.0.0.1:3000',
      '/v2': 'http://127.0.0.1:3000',
      '/dev': 'http://127.0.0.1:3000',
      '/api': 'http://127.0.0.1:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Read by scripts/web-budgets.ts: what each page loads first.
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // The libraries every page runs before it can show anything, in one file instead of a dozen small shared
        // chunks: fewer requests on a phone's first load (issue 10). Everything else is split per page as before.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat)[\\/]/,
            },
            // Mantine's core and the components every layout shows, and the app's small always-used modules: a few
            // hundred bytes each, one request each otherwise.
            {
              name: 'base',
              test: /(node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|utils|components[\\/](Text|Group|Stack|Paper|Anchor|UnstyledButton|Box|Button|Container|Center|Loader|Title|VisuallyHidden|Alert|ThemeIcon|CloseButton|Transition))[\\/]|node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)|src[\\/](config[\\/]paths|lib[\\/](storage|translated|query-keys|use-page-title|api-client|errors))\.tsx?$)/,
            },
          ],
        },
      },
    },
  },
});
