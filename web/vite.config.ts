import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The local runtime (`npm start`) serves the API and /config.json on this origin.
const LOCAL_RUNTIME = 'http://localhost:3000';

// Vendor groups change less often than app code, so they get their own long-cached chunks.
const VENDOR_GROUPS: ReadonlyArray<{ name: string; test: RegExp }> = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
  { name: 'primereact', test: /node_modules[\\/](primereact|react-transition-group)[\\/]/ },
  { name: 'amplify', test: /node_modules[\\/](@aws-amplify|aws-amplify|@aws-crypto|@smithy|@aws-sdk|tslib)[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...VENDOR_GROUPS,
            // App and domain code used by both the shell and lazy pages: one chunk, not one per module.
            { name: 'app', test: /[\\/](web|shared)[\\/]src[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': LOCAL_RUNTIME,
      '/config.json': LOCAL_RUNTIME,
    },
  },
});
