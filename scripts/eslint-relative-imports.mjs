// The visitors of an ESLint rule about relative imports: `check(node, source)` is called for each
// import, re-export and dynamic import whose specifier is a relative path.
export function onRelativeImport(check) {
  const visit = (node) => {
    const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
    if (source && /^\.\.?(\/|$)/.test(source)) check(node, source);
  };
  return {
    ImportDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source),
  };
}
