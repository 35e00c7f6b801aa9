import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { shellServiceWorker } from './pwa.config';

export default defineConfig({
  plugins: [react(), shellServiceWorker()],
  server: {
    proxy: {
      '/v1': 'http://127.0.0.1:3000',
      '/v2': 'http://127.0.0.1:3000',
      '/dev': 'http://127.0.0.1:3000',
      '/api': 'http://127.0.0.1:3000',
    },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 900 },
});
