import type { AppLoadContext } from 'react-router';
import { createApiClient } from './api-client';

/** The API client for loaders and actions: answered in-process with the visitor's own session. */
export const serverApi = (context: AppLoadContext, request: Request) =>
  createApiClient({
    transport: (path, init) => context.apiFetch(path, init),
    currentUrl: () => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}`;
    },
  });
