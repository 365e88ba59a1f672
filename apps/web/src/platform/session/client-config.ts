import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.ts';

export interface ClientConfig {
  client_id: number;
  client_secret: string;
  app_version: string;
  support_email: string;
}

/** Fetched once at start-up: the password grant needs the OAuth client secret. */
export const clientConfigQuery = () =>
  queryOptions({
    queryKey: ['session', 'client-config'],
    queryFn: ({ signal }) => api.get<ClientConfig>('/client-config', undefined, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
