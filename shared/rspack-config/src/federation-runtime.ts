import path from 'node:path';
import { createRequire } from 'node:module';

/** Required by their CommonJS paths, the runtime's node-only helpers escape tree shaking in every entry (ADR 0006). */
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

/** One runtime per page (ADR 0006): production remotes use the shell's, so both stay on the catalog's @module-federation/enhanced. */
export function federationExperiments(role: 'host' | 'remote' | 'dev-remote') {
  const optimization = { target: 'web' as const, disableSnapshot: true };
  if (role === 'host') return { provideExternalRuntime: true, optimization };
  if (role === 'remote') return { externalRuntime: true, optimization };
  return { optimization };
}
