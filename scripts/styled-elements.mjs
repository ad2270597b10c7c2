// jsx-a11y checks only elements it can name. Styled components (`styled.button`) may reuse a name for
// other elements across files, so each file gets its own `jsx-a11y.components` map: the styled
// components it defines or imports from beside it, each mapped to the element it renders.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.data', '.runs', 'test-results']);
const STYLED_TAG = /\bconst\s+([A-Z]\w*)\s*=\s*styled\.(\w+)/g;
const STYLED_WRAP = /\bconst\s+([A-Z]\w*)\s*=\s*styled\(\s*([A-Z]\w*)\s*\)/g;
const RELATIVE_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'(\.{1,2}\/[^']+)'/g;
/** Shared components that render one element and pass its props on (shared/ui). */
const SHARED_COMPONENTS = { Button: 'button' };

function sourceFiles(dir, found = []) {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, found);
    else if (/\.tsx?$/.test(entry.name)) found.push(full);
  }
  return found;
}

/** The styled components a file defines: name → element (`styled(Other)` takes Other's element). */
function styledDefinitions(source, imported = {}) {
  const defs = {};
  for (const [, name, tag] of source.matchAll(STYLED_TAG)) defs[name] = tag;
  for (const [, name, base] of source.matchAll(STYLED_WRAP)) {
    const tag = defs[base] ?? imported[base];
    if (tag) defs[name] = tag;
  }
  return defs;
}

function resolveModule(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => existsSync(file));
}

/** name → element for every styled component a file can render: its own and the imported ones. */
function componentsOf(file, source, definitionsOf) {
  const imported = {};
  for (const [, names, specifier] of source.matchAll(RELATIVE_IMPORT)) {
    const module = resolveModule(file, specifier);
    if (!module) continue;
    const defs = definitionsOf(module);
    for (const part of names.split(',')) {
      const [name, alias = name] = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/);
      if (name && defs[name]) imported[alias] = defs[name];
    }
  }
  return { ...SHARED_COMPONENTS, ...imported, ...styledDefinitions(source, imported) };
}

/** One flat-config entry per component file under `folders`, setting its own components map. */
export function styledElementSettings(root, folders) {
  const cache = new Map();
  const definitionsOf = (file) => {
    if (!cache.has(file)) cache.set(file, styledDefinitions(readFileSync(file, 'utf8')));
    return cache.get(file);
  };
  return folders
    .flatMap((folder) => sourceFiles(path.join(root, folder)))
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => ({
      files: [path.relative(root, file)],
      settings: { 'jsx-a11y': { components: componentsOf(file, readFileSync(file, 'utf8'), definitionsOf) } },
    }));
}
