import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { antdLocale } from '../platform/i18n/i18n.ts';
import { prefersReducedMotion, useReducedMotion } from '../platform/ui/reduced-motion.ts';
import { themeFor } from './theme.ts';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

// Notifications are rendered outside the React tree; this keeps them in the brand theme.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider theme={themeFor(prefersReducedMotion())}>{children}</ConfigProvider>
  ),
});

/** The antd theme (without motion when the user asked for less), and antd's own texts in the chosen language. */
export function Providers({ queryClient, children }: ProvidersProps) {
  const { i18n } = useTranslation();
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => themeFor(reducedMotion), [reducedMotion]);
  return (
    <ConfigProvider theme={theme} locale={antdLocale(i18n.language)}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
