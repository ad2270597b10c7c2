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
const INLINE_SCRIPTS = ['after-paint', 'signed-out-gate', 'kakao-link', 'first-answers', 'install-prompt-keeper'];
/** Everything the outputs are made from; the scripts also take constants from app-kit and api-client. */
const INPUTS = ['runtime', 'build/page-files.ts', '../app-kit/src', '../api-client/src/client/primed-requests.ts', 'build-dist.mjs', 'package.json'];

function newestMtime(file) {
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(file).map((name) => newestMtime(path.join(file, name))));
}

const outputs = [scriptsOutput, serverOutput];
const stale = () => outputs.some((output) => !fs.existsSync(output)) || Math.max(...INPUTS.map((p) => newestMtime(path.join(dir, p)))) > Math.min(...outputs.map((output) => fs.statSync(output).mtimeMs));

/**
 * One script's text: bundled with what it imports, lowered to ES5 (it runs before any polyfill, in
 * whatever browser opened the page) and minified. Its hash is taken from exactly this text.
 */
async function inlineScript(name, { build }, swc) {
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
  });
  const lowered = swc.transformSync(bundled.outputFiles[0].text, { jsc: { target: 'es5', parser: { syntax: 'ecmascript' } }, isModule: false });
  const { code } = swc.minifySync(lowered.code, { compress: { ecma: 5 }, mangle: true, ecma: 5, format: { comments: false } });
  return code.replace(/;$/, '');
}

if (!process.argv.includes('--if-stale') || stale()) {
  const esbuild = await import('esbuild');
  const { experiments } = await import('@rspack/core');
  const texts = {};
  for (const name of INLINE_SCRIPTS) texts[name] = await inlineScript(name, esbuild, experiments.swc);
  fs.mkdirSync(path.dirname(scriptsOutput), { recursive: true });
  fs.writeFileSync(scriptsOutput, `${JSON.stringify(texts, null, 2)}\n`);
  await esbuild.build({
    entryPoints: [path.join(dir, 'runtime/server/index.ts')],
    outfile: serverOutput,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    logLevel: 'warning',
    banner: { js: '// Built by shared/first-visit/build-dist.mjs from runtime/server: edit the sources, not this file.' },
  });
}
