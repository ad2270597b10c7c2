// The repository's .browserslistrc, which eslint-plugin-compat reads too, so what is built for is what is linted for.
import browserslist from 'browserslist';
import type { SwcLoaderOptions } from '@rspack/core';

export function browserTargets(fromDir: string): string[] {
  const queries = browserslist.loadConfig({ path: fromDir });
  if (!queries || queries.length === 0) throw new Error(`@momentum/rspack-config: no browserslist config above ${fromDir} (the repository's .browserslistrc)`);
  return queries;
}

/** No `mode`: core-js would add every API a target lacks, bytes each phone pays for; no `jsc.target`, as SWC requires. */
export function swcEnv(fromDir: string): NonNullable<SwcLoaderOptions['env']> {
  return { targets: browserTargets(fromDir) };
}
