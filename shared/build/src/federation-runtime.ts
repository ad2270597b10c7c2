// Where the Module Federation runtime comes from in a production build (ADR 0006).
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * Rspack and the MF plugin import the federation runtime by the CommonJS paths that require() resolves,
 * which drags the runtime's CommonJS files (node-only sdk helpers included) into every entry untouched
 * by tree shaking. Aliasing those paths to each package's own ESM build lets production drop what a
 * browser never runs (the saving is in ADR 0006).
 */
export function esmFederationRuntimeAliases(appDir: string): Record<string, string> {
  const fromApp = createRequire(path.join(appDir, 'package.json'));
  const fromTools = createRequire(fromApp.resolve('@module-federation/runtime-tools'));
  const fromRspackPlugin = createRequire(createRequire(fromApp.resolve('@module-federation/enhanced')).resolve('@module-federation/rspack'));
  const runtimeCjs = fromTools.resolve('@module-federation/runtime');
  const cjsEntries = [
    fromTools.resolve('@module-federation/webpack-bundler-runtime'),
    runtimeCjs,
    // The shell's provideExternalRuntime plugin (see federationExperiments).
    fromRspackPlugin.resolve('@module-federation/inject-external-runtime-core-plugin'),
  ];
  const aliases: Record<string, string> = {};
  for (const cjs of cjsEntries) {
    if (cjs.endsWith('.cjs')) aliases[cjs] = cjs.replace(/\.cjs$/, '.js');
  }
  // Rspack aliases the bare name to the CommonJS file as well; a user alias of the same key wins.
  if (runtimeCjs.endsWith('.cjs')) aliases['@module-federation/runtime'] = runtimeCjs.replace(/\.cjs$/, '.js');
  return aliases;
}

/**
 * One federation runtime per page: the shell provides its runtime-core on a global and every remote
 * built for production uses it instead of carrying its own (ADR 0006).
 * The price is a contract: a remote's runtime-core API must match the shell's, so both stay on the
 * one catalog version of @module-federation/enhanced. In development each remote keeps its own runtime,
 * because its dev server page runs it without a shell.
 */
export function federationExperiments(role: 'host' | 'remote' | 'dev-remote') {
  const optimization = { target: 'web' as const, disableSnapshot: true };
  if (role === 'host') return { provideExternalRuntime: true, optimization };
  if (role === 'remote') return { externalRuntime: true, optimization };
  return { optimization };
}
