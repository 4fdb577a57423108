import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  build: {
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // One "shell" chunk: React, React Router and the root route with everything it imports
          // statically (the header, footer, theme and the UI kit's core). Every page loads all of
          // it anyway; as one file it gzips about 6 KB smaller than the thirty-odd chunks the
          // default split makes of it (ADR 040). Route modules and what only they use keep their
          // own chunks.
          groups: [{ name: 'shell', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]|app[\\/]root\.tsx/ }],
        },
      },
    },
  },
  // The server build bundles the UI kit and the icons (tree-shaken) instead of loading them from
  // node_modules at start: Node loads all of @mantine/core's ~900 files and every icon otherwise,
  // about 0.7 s of a 3 s start. React stays external (one copy for react-dom/server).
  ssr: { noExternal: ['@mantine/core', '@mantine/hooks', '@mantine/charts', '@tabler/icons-react'] },
});
