export declare function firstRequestsFromFile(value: unknown): Record<string, string[]>;
import type { PrerenderedTabScreens } from './prerendered-tabs.mjs';

export declare function createRemoteHintCache(deps?: { fetch?: typeof fetch; now?: () => number }): {
  read(manifestUrl: string): { requests: Record<string, string[]>; screens: PrerenderedTabScreens };
  warm(manifestUrls: unknown[]): Promise<void[]>;
};
