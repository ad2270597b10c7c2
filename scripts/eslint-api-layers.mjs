// The API's layers, lowest first (docs/architecture.md, "The API's layers"): a relative import in
// api/src may name its own layer or one below it, never one above, so a layer can change alone.
import path from 'node:path';
import { onRelativeImport } from './eslint-relative-imports.mjs';

/** Each entry a layer; folders in one entry are peers. Files directly in api/src are the app. */
const API_LAYERS = [['errors'], ['config'], ['db'], ['jobs'], ['http'], ['plugins'], ['photos'], ['modules', 'ai'], ['(app)']];

const rankOf = (folder) => API_LAYERS.findIndex((layer) => layer.includes(folder));

/** The layer folder of a path inside api/src, or null outside it. */
function layerFolder(srcRoot, file) {
  const relative = path.relative(srcRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return parts.length === 1 ? '(app)' : parts[0];
}

/** @type {import('eslint').Rule.RuleModule} */
const noUpwardImport = {
  meta: { type: 'problem', schema: [], messages: { up: "'{{source}}' is in the {{target}} layer, above {{own}}: move what it needs down, or the code up (docs/architecture.md)." } },
  create(context) {
    const file = path.resolve(context.cwd, context.filename);
    const srcRoot = path.resolve(context.cwd, 'api/src');
    const own = layerFolder(srcRoot, file);
    if (own === null) return {};
    return onRelativeImport((node, source) => {
      const target = layerFolder(srcRoot, path.resolve(path.dirname(file), source));
      if (target === null || rankOf(target) <= rankOf(own)) return;
      context.report({ node, messageId: 'up', data: { source, target, own } });
    });
  },
};

export const apiLayersPlugin = { rules: { 'no-upward-import': noUpwardImport } };
