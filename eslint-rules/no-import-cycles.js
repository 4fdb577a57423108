import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `paysight/no-import-cycles`: a file may not reach itself through its value imports (relative
 * paths and the web app's `~/` alias; packages are never followed). Type-only imports and dynamic
 * `import()` break no cycle at run time, so they are not followed. The graph is read from the
 * source text (imports in this codebase are single statements at the top of a file) and cached for
 * the lint run. Hand-written because the usual plugin's resolver needs a native binary per platform.
 */
const STATEMENT = /^\s*(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const SIDE_EFFECT = /^\s*import\s+['"]([^'"]+)['"]/gm;
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

const edgesCache = new Map();

function resolve(from, specifier, webRoot) {
  let base;
  if (specifier.startsWith('~/')) base = path.join(webRoot, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [base, ...EXTENSIONS.map((e) => stem + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find((c) => existsSync(c) && !c.endsWith('/')) ?? null;
}

const typeOnly = (clause) => {
  const braces = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1]
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((n) => n.startsWith('type '));
};

function edgesOf(file, webRoot) {
  let edges = edgesCache.get(file);
  if (edges) return edges;
  edges = [];
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // unreadable: no edges
  }
  for (const m of text.matchAll(STATEMENT)) {
    if (m[2] || typeOnly(m[3])) continue;
    const target = resolve(file, m[4], webRoot);
    if (target) edges.push({ target, specifier: m[4] });
  }
  for (const m of text.matchAll(SIDE_EFFECT)) {
    const target = resolve(file, m[1], webRoot);
    if (target) edges.push({ target, specifier: m[1] });
  }
  edgesCache.set(file, edges);
  return edges;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles between source files' },
    schema: [{ type: 'object', properties: { webRoot: { type: 'string' } }, additionalProperties: false }],
    messages: { cycle: 'Import cycle: {{path}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    const webRoot = path.resolve(context.cwd, context.options[0]?.webRoot ?? 'apps/web/app');
    return {
      'Program:exit'(program) {
        // A fresh read of this file each run (it may have changed since it was cached).
        edgesCache.delete(file);
        for (const start of edgesOf(file, webRoot)) {
          // Breadth-first from each import; the shortest way back to this file is reported.
          const seen = new Set([start.target]);
          const queue = [[start.target, [start.specifier]]];
          while (queue.length > 0) {
            const [current, route] = queue.shift();
            if (current === file) {
              const node = program.body.find(
                (n) =>
                  (n.type === 'ImportDeclaration' || n.type === 'ExportNamedDeclaration' || n.type === 'ExportAllDeclaration') &&
                  n.source?.value === start.specifier,
              );
              context.report({
                node: node ?? program,
                messageId: 'cycle',
                data: { path: [path.relative(context.cwd, file), ...route].join(' → ') },
              });
              break;
            }
            for (const next of edgesOf(current, webRoot)) {
              if (seen.has(next.target)) continue;
              seen.add(next.target);
              queue.push([next.target, [...route, path.relative(context.cwd, next.target)]]);
            }
          }
        }
      },
    };
  },
};
