import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Every page renders on the server; the Fastify process serves the build.
  ssr: true,
  // Opt in to the v8 behaviours that do not change our load context (v8_middleware would replace
  // AppLoadContext with a RouterContextProvider; that is a separate decision).
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_passThroughRequests: true,
  },
} satisfies Config;
