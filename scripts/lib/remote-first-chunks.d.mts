export declare function firstChunksFromManifest(manifest: unknown, manifestUrl: string): string[];
export declare function firstRequestsFromFile(value: unknown): Record<string, string[]>;
export declare function createRemoteHintCache(deps?: { fetch?: typeof fetch; now?: () => number }): {
  read(manifestUrl: string): { chunks: string[]; requests: Record<string, string[]> };
  warm(manifestUrls: unknown[]): Promise<void[]>;
};
