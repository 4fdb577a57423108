import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** MultiSelect and TagsInput are built from the same parts: a combobox over a pills input. */
const PILLS_INPUT_PARTS = [
  'Combobox',
  'Input',
  'Pill',
  'PillsInput',
  'CloseButton',
  'Loader',
  'Overlay',
  'Popover',
  'ScrollArea',
  'UnstyledButton',
  'VisuallyHidden',
];

/**
 * The @mantine/core stylesheets each Mantine component the app imports renders: its own and
 * those of the components it is built on (Button is an UnstyledButton with a Loader; Select
 * and Autocomplete have none of their own, only Combobox, Input, Popover...). mantine-styles.css
 * imports exactly the union of these for the components in use. Checked below against
 * Mantine's own source, so a Mantine upgrade that changes a component's parts fails here.
 */
const STYLES: Record<string, readonly string[]> = {
  // @mantine/core
  Alert: ['Alert', 'CloseButton', 'UnstyledButton'],
  Anchor: ['Anchor', 'Text'],
  Autocomplete: ['Combobox', 'Input', 'CloseButton', 'Loader', 'Overlay', 'Popover', 'ScrollArea', 'UnstyledButton', 'VisuallyHidden'],
  Avatar: ['Avatar'],
  Badge: ['Badge'],
  Box: [],
  Button: ['Button', 'Loader', 'UnstyledButton'],
  Checkbox: ['Checkbox', 'CheckboxCard', 'CheckboxIndicator', 'InlineInput', 'Input', 'CloseButton', 'Loader', 'UnstyledButton'],
  Code: ['Code'],
  Container: ['Container'],
  CopyButton: [],
  Divider: ['Divider'],
  Drawer: ['Drawer', 'ModalBase', 'Overlay', 'Paper', 'ScrollArea', 'CloseButton', 'UnstyledButton', 'VisuallyHidden'],
  FileInput: ['Input', 'CloseButton', 'Loader', 'UnstyledButton'],
  Group: ['Group'],
  Indicator: ['Indicator'],
  Input: ['Input', 'CloseButton', 'Loader', 'UnstyledButton'],
  List: ['List'],
  NumberInput: ['NumberInput', 'Input', 'CloseButton', 'Loader', 'UnstyledButton'],
  Loader: ['Loader'],
  MantineProvider: [],
  Menu: ['Menu', 'Popover', 'Overlay', 'Input', 'CloseButton', 'Loader', 'UnstyledButton', 'VisuallyHidden'],
  Modal: ['Modal', 'ModalBase', 'Overlay', 'Paper', 'ScrollArea', 'CloseButton', 'UnstyledButton', 'VisuallyHidden'],
  NativeSelect: ['Combobox', 'Input', 'CloseButton', 'Loader', 'UnstyledButton'],
  Paper: ['Paper'],
  Popover: ['Popover', 'Overlay', 'VisuallyHidden'],
  Progress: ['Progress'],
  RingProgress: ['RingProgress', 'Tooltip'],
  SimpleGrid: ['SimpleGrid'],
  Stack: ['Stack'],
  Table: ['Table', 'ScrollArea'],
  Text: ['Text'],
  Textarea: ['Input', 'CloseButton', 'Loader', 'UnstyledButton'],
  TextInput: ['Input', 'CloseButton', 'Loader', 'UnstyledButton'],
  ThemeIcon: ['ThemeIcon'],
  Title: ['Title'],
  UnstyledButton: ['UnstyledButton'],
  VisuallyHidden: ['VisuallyHidden'],
  CloseButton: ['CloseButton', 'UnstyledButton'],
  MultiSelect: PILLS_INPUT_PARTS,
  SegmentedControl: ['SegmentedControl', 'FloatingIndicator'],
  Tabs: ['Tabs', 'UnstyledButton'],
  TagsInput: PILLS_INPUT_PARTS,
  // @mantine/modals: Mantine's Modal; its confirm modal's buttons in a Group.
  ModalsProvider: [
    'Modal',
    'ModalBase',
    'Overlay',
    'Paper',
    'ScrollArea',
    'Button',
    'Group',
    'CloseButton',
    'Loader',
    'UnstyledButton',
    'VisuallyHidden',
  ],
  // @mantine/notifications: core's Notification (plus @mantine/notifications/styles.css).
  Notifications: ['Notification', 'CloseButton', 'Loader', 'UnstyledButton'],
  // @mantine/charts: the tooltip's and legend's colour swatches (plus @mantine/charts/styles.css).
  BarChart: ['ColorSwatch'],
};

/** Loaded before any component's: the reset, Mantine's default theme variables, global classes (hiddenFrom...). */
const FOUNDATION = ['baseline', 'default-css-variables', 'global'];

const here = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.resolve(here, '..');
const require = createRequire(import.meta.url);
const packageDir = (pkg: string) => path.resolve(path.dirname(require.resolve(`@mantine/${pkg}`)), '..');
const coreDir = packageDir('core');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const sources = sourceFiles(appDir).map((file) => ({ file: path.relative(appDir, file), text: readFileSync(file, 'utf8') }));

/** Components (PascalCase values) the app imports from @mantine/* packages, with the package and a file that imports each. */
const used = new Map<string, { pkg: string; file: string }>();
for (const { file, text } of sources) {
  for (const [, specifiers, pkg] of text.matchAll(/import\s+\{([^}]*)\}\s+from\s+'@mantine\/([a-z]+)'/g)) {
    for (const specifier of specifiers!.split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0]!;
      if (/^[A-Z][a-z]/.test(name) && !used.has(name)) used.set(name, { pkg: pkg!, file });
    }
  }
}

/** Each package's exported names and the ESM file that defines them (from its esm/index.mjs). */
function exportsOf(pkg: string): Map<string, string> {
  const esm = path.join(packageDir(pkg), 'esm');
  const files = new Map<string, string>();
  for (const [, names, from] of readFileSync(path.join(esm, 'index.mjs'), 'utf8').matchAll(
    /import\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g,
  )) {
    for (const name of names!.split(','))
      files.set(
        name
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
        path.join(esm, from!),
      );
  }
  return files;
}
const coreExports = exportsOf('core');

/**
 * The stylesheets a component renders, from Mantine's source: every module its ESM file reaches
 * (relative imports, and names imported from @mantine/core), and the CSS modules among them.
 * `core` are @mantine/core's per-component stylesheets; `packages` the other packages whose own CSS is reached.
 */
function traceStyles(file: string, seen = new Set<string>()): { core: Set<string>; packages: Set<string> } {
  const visit = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    const text = readFileSync(module, 'utf8');
    for (const [, from] of text.matchAll(/(?:from|import)\s*["'](\.[^"']+)["']/g)) visit(path.resolve(path.dirname(module), from!));
    for (const [, names] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g)) {
      for (const name of names!.split(',')) {
        const target = coreExports.get(name.trim());
        if (target) visit(target);
      }
    }
  };
  visit(file);
  const core = new Set<string>();
  const packages = new Set<string>();
  for (const module of seen) {
    if (!module.endsWith('.module.mjs')) continue;
    if (module.startsWith(coreDir + path.sep)) core.add(path.basename(module, '.module.mjs'));
    else packages.add(/@mantine[\\/]([a-z]+)[\\/]/.exec(module)![1]!);
  }
  return { core, packages };
}

const stylesheet = readFileSync(path.join(here, 'mantine-styles.css'), 'utf8');
const imported = [...stylesheet.matchAll(/@import\s+'@mantine\/core\/styles\/([\w-]+)\.css';/g)].map((m) => m[1]!);

describe('Mantine stylesheets (mantine-styles.css)', () => {
  it('every Mantine component the app imports is listed in STYLES', () => {
    const missing = [...used].filter(([name]) => !(name in STYLES)).map(([name, { pkg, file }]) => `${name} (@mantine/${pkg}, ${file})`);
    expect(missing, 'add these to STYLES in mantine-styles.test.ts with the stylesheets they render').toEqual([]);
  });

  it("STYLES lists every stylesheet Mantine's source shows each component renders", () => {
    const gaps: string[] = [];
    for (const [name, { pkg }] of used) {
      const file = (pkg === 'core' ? coreExports : exportsOf(pkg)).get(name);
      expect(file, `${name} is not exported by @mantine/${pkg}`).toBeDefined();
      const listed = new Set(STYLES[name] ?? []);
      for (const sheet of traceStyles(file!).core) if (!listed.has(sheet)) gaps.push(`${name} renders ${sheet}`);
    }
    expect(gaps).toEqual([]);
  });

  it('imports the foundation and exactly the stylesheets of the components in use', () => {
    const needed = new Set([...used.keys()].flatMap((name) => STYLES[name] ?? []));
    expect(imported.slice(0, FOUNDATION.length)).toEqual(FOUNDATION);
    const components = imported.slice(FOUNDATION.length);
    expect(
      [...needed].filter((sheet) => !components.includes(sheet)),
      'missing from mantine-styles.css',
    ).toEqual([]);
    expect(
      components.filter((sheet) => !needed.has(sheet)),
      'imported but used by no component',
    ).toEqual([]);
    expect(new Set(imported).size, 'imported twice').toBe(imported.length);
  });

  it('keeps the order of @mantine/core/styles.css, so a component overrides the ones it is built on', () => {
    const all = readFileSync(path.join(coreDir, 'styles.css'), 'utf8');
    const position = (sheet: string) => {
      const css = readFileSync(path.join(coreDir, 'styles', `${sheet}.css`), 'utf8').replace(/^\/\*[\s\S]*?\*\/\s*/, '');
      return all.indexOf(css.slice(0, 200));
    };
    const positions = imported.map((sheet) => ({ sheet, at: position(sheet) }));
    expect(
      positions.filter((p) => p.at < 0).map((p) => p.sheet),
      'not found in styles.css',
    ).toEqual([]);
    const sorted = [...positions].sort((a, b) => a.at - b.at).map((p) => p.sheet);
    expect(imported).toEqual(sorted);
  });

  it("imports the own styles.css of the other Mantine packages whose components are used, and never all of core's", () => {
    const packages = new Set<string>();
    for (const [name, { pkg }] of used)
      if (pkg !== 'core') for (const p of traceStyles(exportsOf(pkg).get(name)!).packages) packages.add(p);
    for (const pkg of packages) {
      expect(
        sources.some(({ text }) => text.includes(`import '@mantine/${pkg}/styles.css';`)),
        `@mantine/${pkg}/styles.css imported somewhere`,
      ).toBe(true);
    }
    expect(sources.filter(({ text }) => text.includes("'@mantine/core/styles.css'")).map(({ file }) => file)).toEqual([]);
    expect(sources.find(({ file }) => file === 'root.tsx')?.text).toContain("import './shell/mantine-styles.css';");
  });
});
