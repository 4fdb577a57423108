import type { WebLoadContext } from '@paysight/contract';

declare module 'react-router' {
  // The Fastify server builds this for every request (apps/server/src/plugins/ssr.ts).
  interface AppLoadContext extends WebLoadContext {}
}

export {};
