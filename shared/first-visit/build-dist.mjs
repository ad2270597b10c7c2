#!/usr/bin/env node
// `pnpm --filter @momentum/first-visit build`: the inline scripts' texts (dist/inline-scripts.json) from
// their TypeScript sources, then runtime/server bundled into dist/server.mjs for plain `node` (a server
// should not need a TypeScript loader, ADR 0013). `--if-stale` builds only when a source is newer.
import fs from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const scriptsOutput = path.join(dir, 'dist', 'inline-scripts.json');
const serverOutput = path.join(dir, 'dist', 'server.mjs');
/** Each inline script: a module in runtime/inline-scripts whose default export is the script. */
const INLINE_SCRIPTS = ['after-paint', 'signed-out-gate', 'kakao-link', 'first-answers', 'install-prompt-keeper', 'tap-keeper'];
/** Every file the last build read, as esbuild listed them: no other package's folder is named here. */
const inputsOutput = path.join(dir, 'dist', 'inputs.json');

const outputs = [scriptsOutput, serverOutput, inputsOutput];
function stale() {
  if (outputs.some((output) => !fs.existsSync(output))) return true;
  const inputs = [...JSON.parse(fs.readFileSync(inputsOutput, 'utf8')), 'build-dist.mjs', 'package.json'].map((file) => path.join(dir, file));
  const built = Math.min(...outputs.map((output) => fs.statSync(output).mtimeMs));
  return inputs.some((input) => (fs.statSync(input, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) > built);
}

/**
 * One script's text: bundled with what it imports, lowered to ES5 (it runs before any polyfill, in
 * whatever browser opened the page) and minified. Its hash is taken from exactly this text.
 */
async function inlineScript(name, { build }, swc, read) {
  const bundled = await build({
    stdin: { contents: `import run from './runtime/inline-scripts/${name}';\nrun();\n`, loader: 'ts', resolveDir: dir, sourcefile: `${name}-entry.ts` },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'esnext',
    // Constants folded into the text; a registry key computed at a module's top is dropped when unused.
    minifySyntax: true,
    pure: ['Symbol.for'],
    legalComments: 'none',
    logLevel: 'warning',
    absWorkingDir: dir,
    metafile: true,
  });
  read(bundled.metafile);
  const lowered = swc.transformSync(bundled.outputFiles[0].text, { jsc: { target: 'es5', parser: { syntax: 'ecmascript' } }, isModule: false });
  const { code } = swc.minifySync(lowered.code, { compress: { ecma: 5 }, mangle: true, ecma: 5, format: { comments: false } });
  return code.replace(/;$/, '');
}

if (!process.argv.includes('--if-stale') || stale()) {
  const esbuild = await import('esbuild');
  const { experiments } = await import('@rspack/core');
  const inputs = new Set();
  const own = (file) => !file.startsWith('dist/') && fs.existsSync(path.join(dir, file));
  const read = (metafile) => Object.keys(metafile.inputs).filter(own).forEach((file) => inputs.add(file));
  const texts = {};
  for (const name of INLINE_SCRIPTS) texts[name] = await inlineScript(name, esbuild, experiments.swc, read);
  fs.mkdirSync(path.dirname(scriptsOutput), { recursive: true });
  fs.writeFileSync(scriptsOutput, `${JSON.stringify(texts, null, 2)}\n`);
  const server = await esbuild.build({
    entryPoints: [path.join(dir, 'runtime/server/index.ts')],
    outfile: serverOutput,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    logLevel: 'warning',
    banner: { js: '// Built by shared/first-visit/build-dist.mjs from runtime/server: edit the sources, not this file.' },
    absWorkingDir: dir,
    metafile: true,
  });
  read(server.metafile);
  fs.writeFileSync(inputsOutput, `${JSON.stringify([...inputs].sort(), null, 2)}\n`);
}
