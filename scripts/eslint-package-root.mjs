// A relative import stays inside its own package: another package is imported by name, through its
// `exports`, so its dependency is declared and its insides can move (docs/adr/0019).
import fs from 'node:fs';
import path from 'node:path';
import { onRelativeImport } from './eslint-relative-imports.mjs';

const roots = new Map();
/** The folder of the nearest package.json at or above `dir` (the repository's own at the top). */
function packageRoot(dir) {
  if (!roots.has(dir)) {
    const parent = path.dirname(dir);
    roots.set(dir, fs.existsSync(path.join(dir, 'package.json')) || parent === dir ? dir : packageRoot(parent));
  }
  return roots.get(dir);
}

const isDirectory = (target) => fs.statSync(target, { throwIfNoEntry: false })?.isDirectory() ?? false;

/** @type {import('eslint').Rule.RuleModule} */
const noCrossPackageRelative = {
  meta: { type: 'problem', schema: [], messages: { cross: "'{{source}}' reaches into {{target}}: import another package by its name (@momentum/…) and its exports." } },
  create(context) {
    const fileDir = path.dirname(path.resolve(context.cwd, context.filename));
    const own = packageRoot(fileDir);
    return onRelativeImport((node, source) => {
      const target = path.resolve(fileDir, source);
      const theirs = packageRoot(isDirectory(target) ? target : path.dirname(target));
      const outside = path.relative(own, target).startsWith('..');
      if (outside || theirs !== own) context.report({ node, messageId: 'cross', data: { source, target: path.relative(context.cwd, theirs) || 'the repository root' } });
    });
  },
};

export const packageRootPlugin = { rules: { 'no-cross-package-relative': noCrossPackageRelative } };
