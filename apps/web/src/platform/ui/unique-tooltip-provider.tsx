import type { ReactNode } from 'react';

/**
 * Stands in for antd's tooltip UniqueProvider inside ConfigProvider in production builds (see
 * vite.config.ts). ConfigProvider imports it for `tooltip={{ unique: true }}` only, which we never set,
 * and the real one brings the whole popup engine (~7 KB gzip) to /login. Should that option ever be
 * set, tooltips still work, each with its own popup.
 * It is a default export because it replaces antd's default-exported module.
 */
export default function UniqueTooltipProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
