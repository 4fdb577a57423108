import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

let browserClient: QueryClient | undefined;

const create = () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });

/** One client per browser tab, so every widget shares one cache; a fresh one per server render. */
export const getQueryClient = () => (typeof window === 'undefined' ? create() : (browserClient ??= create()));

/**
 * TanStack Query for the widgets that fetch in the browser (search suggestions, the login dialog).
 * They load on interaction and wrap themselves in this provider, so the shell every page loads
 * does not carry the library (docs/decisions/005-page-weight.md).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
