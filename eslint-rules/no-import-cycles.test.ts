import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import noImportCycles from './no-import-cycles.js';

function lint(files: Record<string, string>, entry: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'cycles-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  const linter = new Linter({ cwd: root });
  return linter.verify(
    files[entry]!,
    [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser as never },
        plugins: { paysight: { rules: { 'no-import-cycles': noImportCycles as never } } },
        rules: { 'paysight/no-import-cycles': ['error', { webRoot: 'web' }] },
      },
    ],
    path.join(root, entry),
  );
}

describe('no-import-cycles', () => {
  it('reports a file that reaches itself through value imports, relative or through ~/', () => {
    const messages = lint(
      {
        'a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
        'b.ts': "import { c } from './sub/c.js';\nexport const b = () => c;\n",
        'sub/c.ts': "import { a } from '../a.js';\nexport const c = () => a;\n",
      },
      'a.ts',
    );
    expect(messages.map((m) => m.message)).toEqual(['Import cycle: a.ts → ./b.js → sub/c.ts → a.ts']);
    const web = lint(
      { 'web/x.tsx': "import { y } from '~/y';\nexport const x = 1;\n", 'web/y.tsx': "import { x } from './x';\nexport const y = x;\n" },
      'web/x.tsx',
    );
    expect(web).toHaveLength(1);
  });

  it('does not follow type-only imports, packages or files that do not exist', () => {
    const messages = lint(
      {
        'a.ts':
          "import type { B } from './b.js';\nimport { type C } from './c.js';\nimport { z } from 'zod';\nimport { gone } from './gone.js';\nexport type A = B | C;\nexport const s = [z, gone];\n",
        'b.ts': "import { a } from './a.js';\nexport type B = typeof a;\n",
        'c.ts': "import { s } from './a.js';\nexport type C = typeof s;\n",
      },
      'a.ts',
    );
    expect(messages).toEqual([]);
  });
});
