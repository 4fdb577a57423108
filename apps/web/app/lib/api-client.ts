import {
  API_BASE,
  buildPath,
  isEnvelope,
  resolveErrorAction,
  type ApiFailure,
  type ErrorAction,
  type RouteDef,
  type RouteInput,
  type RouteQuery,
  type RouteResponse,
} from '@paysight/contract/core';
import { shellEvents } from './shell-events';

/**
 * The one way the web app talks to /api/v1. A call resolves to a result, never throws; a failure
 * carries the server's message (or the transport's) and the status (SPEC §8), and the error
 * catalogue's client behaviour is applied here, once, for every call.
 */

export type ApiResult<T> = { ok: true; data: T; message: string; status: number } | ApiFailure;

/** Sends a request for a path relative to /api/v1. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  transport: Transport;
  /** Where the user is now (for returnUrl-style behaviours). */
  currentUrl: () => string;
  /** Applies a catalogue action; omitted on the server, where loaders decide. */
  onAction?: (action: ErrorAction) => void;
}

export interface CallInput<D extends RouteDef> {
  params?: Record<string, string | number>;
  query?: RouteQuery<D>;
  body?: RouteInput<D, 'body'>;
  signal?: AbortSignal;
}

function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

export function createApiClient(options: ApiClientOptions) {
  async function call<D extends RouteDef>(route: D, input: CallInput<D> = {}): Promise<ApiResult<RouteResponse<D>>> {
    const path = buildPath(route.path, input.params);
    const url = `${path}${toQueryString(input.query as Record<string, unknown> | undefined)}`;
    let failure: ApiFailure;
    try {
      const response = await options.transport(url, {
        method: route.method,
        headers:
          input.body !== undefined ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
        ...(input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
        ...(input.signal ? { signal: input.signal } : {}),
      });
      const json: unknown = await response.json().catch(() => null);
      if (isEnvelope(json) && json.success) {
        return { ok: true, data: json.data as RouteResponse<D>, message: json.message, status: json.statusCode };
      }
      failure = {
        ok: false,
        status: isEnvelope(json) ? json.statusCode : response.status,
        message: isEnvelope(json) ? json.message : response.statusText || `Request failed with status ${response.status}`,
        ...(isEnvelope(json) && typeof json.code === 'string' ? { code: json.code } : {}),
      };
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      failure = { ok: false, status: 0, message: err instanceof Error ? err.message : String(err) };
    }
    const action = resolveErrorAction(failure, path, options.currentUrl());
    if (action.type !== 'none') options.onAction?.(action);
    return failure;
  }
  return { call };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Applies catalogue actions in the browser: leave for logout, or tell the shell. */
export function browserActionHandler(action: ErrorAction) {
  switch (action.type) {
    case 'logout':
      window.location.assign(action.href);
      return;
    case 'security-check':
      shellEvents.emit({ type: 'security-check', returnTo: action.returnTo });
      return;
    case 'toast':
      shellEvents.emit({ type: 'toast', message: action.message, color: 'red' });
      return;
    case 'none':
      return;
  }
}

let browserClient: ApiClient | undefined;

/** The browser's client (same-origin cookie carries the session). */
export function getBrowserApiClient(): ApiClient {
  browserClient ??= createApiClient({
    transport: (path, init) => fetch(`${API_BASE}${path}`, { ...init, credentials: 'same-origin' }),
    currentUrl: () => `${window.location.pathname}${window.location.search}`,
    onAction: browserActionHandler,
  });
  return browserClient;
}
