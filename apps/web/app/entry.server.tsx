import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { WebLoadContext } from '@paysight/contract/core';
import { isbot } from 'isbot';
import { preload } from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { NonceProvider } from '~/lib/nonce';
import { scriptsAfterPaint } from '~/lib/scripts-after-paint';

export const streamTimeout = 5_000;

/**
 * Requests the page's stylesheets before its scripts. React hoists the router's modulepreload
 * links (about 30) to the top of <head>, above the stylesheet links, so on HTTP/1.1's six
 * connections the CSS that holds the first paint waited behind the first scripts; the preloads
 * React writes for preload() come before them. The routes are those whose CSS <Links /> renders.
 */
export function StylesheetsFirst({ context }: { context: EntryContext }) {
  const { matches, errors } = context.staticHandlerContext;
  const errorAt = errors ? matches.findIndex((match) => errors[match.route.id] !== undefined) : -1;
  for (const match of errorAt >= 0 ? matches.slice(0, errorAt + 1) : matches) {
    for (const href of context.manifest.routes[match.route.id]?.css ?? []) preload(href, { as: 'style' });
  }
  return null;
}

/**
 * Streams the page. Crawlers get the whole document at once (onAllReady) so what they index is
 * complete; people get the shell as soon as it is ready.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: WebLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const nonce = loadContext.cspNonce;

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <StylesheetsFirst context={routerContext} />
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A finished part inside <Suspense> is written in place, however large. React's default
        // (12.8 KB) writes a larger one after the page with a script that moves it in: without
        // JavaScript it stayed hidden (a member's weekly digest form, with its fifty states).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          // A build's pages load their scripts after the first paint (lib/scripts-after-paint.ts);
          // the dev server's stay as the router writes them (Vite's client and HMR).
          const body = import.meta.env.PROD ? scriptsAfterPaint() : new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; before it, the server's error handler logs them.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
