import type { AppLoadContext } from 'react-router';
import { createApiClient } from './api-client';
import { pageUrlOf } from './auth-guard';

/** The API client for loaders and actions: answered in-process with the visitor's own session. */
export const serverApi = (context: AppLoadContext, request: Request) =>
  createApiClient({
    transport: (path, init) => context.apiFetch(path, init),
    currentUrl: () => pageUrlOf(request),
  });
