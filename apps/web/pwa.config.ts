// The service worker (issue 11 "Offline on the roof"; docs/decisions/0036): Workbox through vite-plugin-pwa,
// precaching only the app shell (index.html, the entry and the signed-in frame with their imports, the texts) and the
// scan page with its camera detector and ZXing's .wasm — so the scan page opens on a roof with no connection. Every
// other page loads from the network as before. API answers are never cached by the worker: with no connection the
// scan page queues scans in IndexedDB instead (features/projects/utils/scan-queue.ts).
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Modules whose chunks (and everything they import) are the offline shell. */
const shellModules = [
  /\/src\/app\/layout\/app-layout\.tsx$/,
  /\/src\/app\/routes\/project-scan\.tsx$/,
  /\/src\/features\/projects\/components\/camera-scanner\.tsx$/,
  /\/barcode-detector\/dist\/es\/ponyfill\.js$/,
  /\/src\/locales\/[a-z]{2}\/[\w-]+\.json$/,
  // the message bundles (precompile-messages.ts)
  /^\0club-messages:/,
];

export function shellServiceWorker(): PluginOption[] {
  const shell = new Set<string>(['index.html', 'favicon.svg']);
  const collect: Plugin = {
    name: 'club:offline-shell-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const visit = (fileName: string) => {
        const c = byFile.get(fileName);
        if (!c || shell.has(fileName)) return;
        shell.add(fileName);
        c.viteMetadata?.importedCss.forEach((f) => shell.add(f));
        c.viteMetadata?.importedAssets.forEach((f) => shell.add(f));
        c.imports.forEach(visit);
      };
      for (const c of chunks) if (c.isEntry || shellModules.some((m) => m.test(c.facadeModuleId ?? ''))) visit(c.fileName);
      // ZXing's WebAssembly, imported as a URL by the detector.
      for (const a of Object.values(bundle)) if (a.type === 'asset' && a.fileName.endsWith('.wasm')) shell.add(a.fileName);
    },
  };
  return [
    collect,
    VitePWA({
      registerType: 'autoUpdate',
      // Registered by the projects pages themselves (features/projects/hooks/use-offline-worker.ts), not on every page.
      injectRegister: null,
      manifest: false,
      devOptions: { enabled: false },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,wasm}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        manifestTransforms: [async (entries) => ({ manifest: entries.filter((e) => shell.has(e.url.replace(/^\//, ''))), warnings: [] })],
        navigateFallback: 'index.html',
        // The API, development pages, files and server-rendered pages never get the app's HTML from the worker.
        navigateFallbackDenylist: [/^\/(v1|v2|api|dev|admin|files|integration|verify)(\/|$)/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ];
}
