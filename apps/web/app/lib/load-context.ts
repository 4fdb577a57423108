import type { WebLoadContext } from '@paysight/contract/core';

declare module 'react-router' {
  // The Fastify server builds this for every request (apps/server/src/plugins/ssr.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface AppLoadContext extends WebLoadContext {}
}

export {};
