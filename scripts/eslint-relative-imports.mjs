// The visitors of an ESLint rule about imports: `check(node, source)` is called for each import,
// re-export and dynamic import whose specifier is a string (a relative path, for onRelativeImport).
export function onImport(check) {
  const visit = (node) => {
    const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
    if (source) check(node, source);
  };
  return {
    ImportDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source),
  };
}

export function onRelativeImport(check) {
  return onImport((node, source) => {
    if (/^\.\.?(\/|$)/.test(source)) check(node, source);
  });
}
