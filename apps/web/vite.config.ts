import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pagePreloadsPlugin } from './page-preloads';
import { precompress } from './precompress';
import { precompileMessages } from './precompile-messages';
import { shellServiceWorker } from './pwa.config';

export default defineConfig(({ mode }) => ({
  plugins: [react(), precompileMessages(), shellServiceWorker(), pagePreloadsPlugin(), precompress()],
  // zod, configured for the strict CSP wherever it first loads (src/app/strict-csp.ts).
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/app/strict-csp.ts', import.meta.url)) },
      // React Router's package exports only its development build to bundlers (remix-run/react-router#14753); its
      // production build is the same code without the development warnings.
      ...(mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
            },
          ]
        : []),
    ],
  },
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
        // TanStack Query is not among them: only the signed-in frame and a few public parts use it (0138), in a chunk of
        // its own.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat)[\\/]/,
            },
            // Mantine's core and the components every layout shows, and the app's small modules every page runs (the
            // messages' loader, the region tables, the public configuration, the logo, the language button's icon,
            // Vite's preload helper): a few hundred bytes each, one request each otherwise. Only Mantine's `utils`
            // that every page uses: the floating and inline-input helpers stay with the menus and checkboxes that
            // need them (they put 2 kB of popover code on /login).
            {
              name: 'base',
              test: /(node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Text|Group|Stack|Paper|Anchor|UnstyledButton|Box|Button|Container|Center|Loader|Title|VisuallyHidden|Alert|ThemeIcon|CloseButton|Transition))[\\/]|node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes|icons[\\/]IconLanguage)|src[\\/](config[\\/]paths|components[\\/]ui[\\/](logo|use-lazy-part|language-button)|lib[\\/](storage|prefetch-later|page-param|translated|query-keys|use-page-title|api-client|errors|i18n|public-config))\.tsx?$|contract[\\/]src[\\/]regions-data\.ts$|vite[\\/]preload-helper)/,
            },
            // The public pages' wizard frame (the sign-in and registration tracks): its progress bar, the sign-in
            // link and the mail icon, one request instead of four on /login and /register.
            {
              name: 'wizard',
              test: /(node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Progress[\\/]|node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]IconMail\.mjs|src[\\/]lib[\\/](wizard[\\/](wizard-frame|use-wizard)|sign-in-link)\.tsx?$)/,
            },
            // TanStack Query with the app's client and the own user's query: what the signed-in frame, the certificate
            // check and the registration form add to read through it (0138). Last, or it would take React and the
            // entry's modules along (a group takes its modules' dependencies that no group placed before it).
            {
              name: 'queries',
              test: /(node_modules[\\/]@tanstack[\\/]|src[\\/]lib[\\/](query-client|session[\\/]own-user)\.tsx?$)/,
            },
            // The query definitions the signed-in pages' early reads (app/route-data.ts) start, together: one request
            // beside each signed-in page's code instead of a dozen small shared chunks (decision 0142).
            {
              name: 'reads',
              test: /src[\\/](features[\\/][^\\/]+[\\/]api[\\/]get-[^\\/]+|features[\\/]shop[\\/]utils[\\/]shop-params|lib[\\/](content[\\/]get-[^\\/]+|session[\\/]points-summary))\.tsx?$/,
            },
            // The signed-in frame's small parts (its header, footer and the scan queue's sync, with the few Mantine
            // components, hooks and icons only they use first): one request with every signed-in page instead of a
            // dozen of a few hundred bytes each (issue 10). After `queries` and `reads`, which it must not take along.
            {
              name: 'frame',
              test: /(src[\\/](app[\\/]layout[\\/](header|footer|breadcrumbs|user-button)|lib[\\/](cart|use-phone-display)|features[\\/](shop[\\/]utils[\\/]cart-events|projects[\\/](hooks[\\/]use-scan-queue|components[\\/]scan-queue-sync)|notifications[\\/]components[\\/]notification-bell))\.tsx?$|node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](ActionIcon|Skeleton|Avatar|SimpleGrid|Indicator|Burger)[\\/]|node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-disclosure[\\/]|node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon(Coins|CreditCard|ShoppingCart|Bell)\.mjs)/,
            },
          ],
        },
      },
    },
  },
}));
