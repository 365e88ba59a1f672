import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { clientConfigQuery } from './platform/session/client-config.ts';
import { startI18n } from './platform/i18n/i18n.ts';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { installSessionExpiry } from './app/session-expiry.ts';
import './app/styles.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
installSessionExpiry(router, queryClient);
// The login grant needs the client secret: fetch it once, now, while the user types.
void queryClient.prefetchQuery(clientConfigQuery());

await startI18n();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must have a #root element to mount the app in');

createRoot(rootElement).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
