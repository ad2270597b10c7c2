// What the builds compile for: the supported browsers of the repository's .browserslistrc, the list
// the lint rule against missing APIs (eslint-plugin-compat) reads too, so what is built for is what
// is linted for. SWC resolves the queries itself; only syntax is lowered, nothing is polyfilled.
import browserslist from 'browserslist';
import type { SwcLoaderOptions } from '@rspack/core';

/** The browserslist queries that apply to a folder (found upward from it, as every tool finds them). */
export function browserTargets(fromDir: string): string[] {
  const queries = browserslist.loadConfig({ path: fromDir });
  if (!queries || queries.length === 0) throw new Error(`@momentum/build: no browserslist config above ${fromDir} (the repository's .browserslistrc)`);
  return queries;
}

/**
 * SWC's `env` for those browsers. No `mode`: core-js would be injected for every API a target lacks,
 * bytes each phone pays for; a missing API is the lint rule's to catch, in the code. `jsc.target`
 * stays unset beside it, as SWC requires.
 */
export function swcEnv(fromDir: string): NonNullable<SwcLoaderOptions['env']> {
  return { targets: browserTargets(fromDir) };
}
