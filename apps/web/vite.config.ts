import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * `import { IconBell } from '@tabler/icons-react'` becomes a default import of that one icon's file:
 * through the package's index the bundler reads all ~6,300 icon modules to keep the few the app
 * uses (about 5,000 of the 8,300 modules of each build, several seconds of a first `npm start`).
 * Types still come from the package's index.
 */
function tablerIconsOneByOne(): Plugin {
  const named = /import\s*\{([^}]+)\}\s*from\s*'@tabler\/icons-react';/g;
  return {
    name: 'tabler-icons-one-by-one',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes('@tabler/icons-react')) return null;
      const out = code.replace(
        named,
        (all, names: string) =>
          names
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean)
            .map((n) => {
              const [icon, local = icon] = n.split(/\s+as\s+/);
              return `import ${local} from '@tabler/icons-react/dist/esm/icons/${icon}.mjs';`;
            })
            // As many lines as the import had: the lines below keep their numbers (source maps).
            .join(' ') + '\n'.repeat(all.split('\n').length - 1),
      );
      return out === code ? null : { code: out, map: null };
    },
  };
}

export default defineConfig({
  plugins: [tablerIconsOneByOne(), reactRouter()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  build: {
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // One "shell" chunk: React, React Router and the root route with everything it imports
          // statically (the header, footer, theme and the UI kit's core). Every page loads all of
          // it anyway; as one file it gzips about 6 KB smaller than the thirty-odd chunks the
          // default split makes of it (ADR 040). Route modules and what only they use keep their
          // own chunks.
          groups: [
            {
              name: 'shell',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]|app[\\/]root\.tsx/,
            },
          ],
        },
      },
    },
  },
  // The server build bundles the UI kit and the icons (tree-shaken) instead of loading them from
  // node_modules at start: Node loads all of @mantine/core's ~900 files and every icon otherwise,
  // about 0.7 s of a 3 s start. React stays external (one copy for react-dom/server).
  ssr: { noExternal: ['@mantine/core', '@mantine/hooks', '@mantine/charts', '@tabler/icons-react'] },
});
