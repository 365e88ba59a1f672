import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://localhost:3000';

/** Long-lived vendor chunks: they change only when a dependency is upgraded, so browsers keep them cached. */
function vendorChunk(id: string): string | null {
  if (!id.includes('node_modules')) return null;
  if (/node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'vendor-react';
  if (/node_modules[\\/]@tanstack[\\/]/.test(id)) return 'vendor-tanstack';
  // The antd runtime every screen needs (theme, css-in-js, config provider); components stay with the
  // route chunks that use them so /login does not download tables and menus.
  if (
    /node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|@emotion)[\\/]/.test(id) ||
    /node_modules[\\/]antd[\\/]es[\\/](config-provider|theme|style|_util|locale)[\\/]/.test(id)
  ) {
    return 'vendor-antd-core';
  }
  return null;
}

export default defineConfig({
  root,
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/files': api },
  },
  preview: {
    port: 4173,
    proxy: { '/api': api, '/files': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // @clockroom/contracts builds Zod schemas at module level; they are pure, so modules whose exports
      // are unused (say the schemas, on /login) can be dropped instead of dragging Zod into every page.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]/.test(id),
      },
      output: {
        codeSplitting: { groups: [{ name: vendorChunk }] },
      },
    },
  },
});
