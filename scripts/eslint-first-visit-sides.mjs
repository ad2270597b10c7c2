// The first visit's two sides (docs/adr/0023): the build side (compose/) and the runtime side (runtime/)
// never import each other; what both need is in page-contract/, which imports nothing of either.
import path from 'node:path';
import { onImport } from './eslint-relative-imports.mjs';

const SIDES = { compose: 'build', runtime: 'runtime', 'page-contract': 'page-contract', dist: 'dist' };
const PACKAGE = '@momentum/first-visit';

/** The side of a path inside shared/first-visit, or null outside its folders. */
function sideOf(root, file) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return SIDES[relative.split(path.sep)[0]] ?? null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noCrossSideImport = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      across: "'{{source}}' is on the {{target}} side: the {{own}} side takes what both share from page-contract/ only (docs/adr/0023).",
      contract: "'{{source}}': page-contract/ imports only its own files and the built texts in dist/, so both sides and the inline scripts can read it.",
      self: "'{{source}}': inside the package, import by path, so this rule sees which side it reaches.",
    },
  },
  create(context) {
    const file = path.resolve(context.cwd, context.filename);
    const root = path.resolve(context.cwd, 'shared/first-visit');
    const own = sideOf(root, file);
    if (own === null) return {};
    return onImport((node, source) => {
      if (source === PACKAGE || source.startsWith(`${PACKAGE}/`)) return context.report({ node, messageId: 'self', data: { source } });
      const relative = /^\.\.?(\/|$)/.test(source);
      const target = relative ? sideOf(root, path.resolve(path.dirname(file), source)) : null;
      if (own === 'page-contract') {
        if (target !== 'page-contract' && target !== 'dist') context.report({ node, messageId: 'contract', data: { source } });
      } else if (target !== null && target !== own && target !== 'page-contract') {
        context.report({ node, messageId: 'across', data: { source, target, own } });
      }
    });
  },
};

export const firstVisitSidesPlugin = { rules: { 'no-cross-side-import': noCrossSideImport } };
