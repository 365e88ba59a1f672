import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://localhost:3000';

/**
 * Long-lived vendor chunks: they change only when a dependency is upgraded, so browsers keep them
 * cached across releases. antd is split by need: what the entry itself loads (theme, css-in-js, config
 * provider, notification-free shell) is one vendor chunk; components stay with the routes that use
 * them, so /login does not download tables and menus.
 */
const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
  { name: 'vendor-tanstack', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
  { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 2 },
  {
    name: 'vendor-antd',
    test: /node_modules[\\/](antd|@ant-design|@rc-component|@emotion|stylis)[\\/]/,
    tags: ['$initial' as const],
    priority: 1,
  },
];

/**
 * antd's Form imports Tooltip only for Form.Item's `tooltip` prop, and Tooltip brings the whole popup
 * engine (~20 KB gzip) to /login. Our forms never use that prop (help goes in `extra`), so in builds the
 * label's Tooltip is swapped for a native-title fallback. Everything else keeps the real Tooltip.
 */
function formLabelWithoutPopup(): Plugin {
  const shim = fileURLToPath(new URL('./src/platform/ui/form-label-tooltip.tsx', import.meta.url));
  return {
    name: 'clockroom:form-label-tooltip',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '../tooltip' &&
        importer &&
        /antd[\\/]es[\\/]form[\\/]FormItemLabel\.js$/.test(importer)
      ) {
        return shim;
      }
      return null;
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), formLabelWithoutPopup()],
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
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      // @clockroom/contracts builds Zod schemas at module level; they are pure, so modules whose exports
      // are unused (say the schemas, on /login) can be dropped instead of dragging Zod into every page.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]/.test(id),
      },
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: vendorGroups },
      },
    },
  },
});
