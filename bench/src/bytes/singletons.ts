// Reads the Module Federation share scope in the page (globalThis.__FEDERATION__.__SHARE__) and says,
// for each singleton of shared/rspack-config/src/shared-map.ts, which apps provide it and how many copies ran.
import type { Page } from '@playwright/test';

const SINGLETONS = [
  'react',
  'react-dom',
  '@momentum/app-kit/router',
  'styled-components',
  '@tanstack/react-query',
  'zustand',
  '@momentum/app-kit/session',
  '@momentum/api-client/client',
  '@momentum/ui/toast-context',
  '@momentum/ui/modal-stack',
] as const;

interface SingletonReport {
  name: string;
  /** `version from app` of every copy whose module was actually evaluated. */
  loaded: string[];
  /** Every app that offered a copy (loaded or not). */
  offeredBy: string[];
}

export interface ShareScopeReport {
  singletons: SingletonReport[];
  /** Federation runtime instances in the page (one per host/remote entry that started its own). */
  instances: string[];
}

export async function readShareScope(page: Page): Promise<ShareScopeReport> {
  const raw = await page.evaluate((names) => {
    type Shared = { from?: string; loaded?: boolean; lib?: unknown; useIn?: string[] };
    const fed = (globalThis as unknown as { __FEDERATION__?: Record<string, unknown> }).__FEDERATION__;
    // __SHARE__: { [hostInstance]: { [scope]: { [pkg]: { [version]: Shared } } } }
    const share = (fed?.__SHARE__ ?? {}) as Record<string, Record<string, Record<string, Record<string, Shared>>>>;
    const loaded = new Map<string, Set<string>>();
    const offered = new Map<string, Set<string>>();
    for (const scopes of Object.values(share)) {
      for (const scope of Object.values(scopes)) {
        for (const name of names) {
          for (const [version, shared] of Object.entries(scope[name] ?? {})) {
            const from = shared.from ?? '?';
            if (!offered.has(name)) offered.set(name, new Set());
            offered.get(name)!.add(from);
            if (shared.loaded || shared.lib) {
              if (!loaded.has(name)) loaded.set(name, new Set());
              loaded.get(name)!.add(`${version} from ${from}`);
            }
          }
        }
      }
    }
    const instances = ((fed?.__INSTANCES__ ?? []) as { name?: string }[]).map((i) => i.name ?? '?');
    return {
      singletons: names.map((name) => ({ name, loaded: [...(loaded.get(name) ?? [])], offeredBy: [...(offered.get(name) ?? [])] })),
      instances,
    };
  }, [...SINGLETONS]);
  return raw;
}
