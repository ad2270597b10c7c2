export declare const REMOTE_ENTRY_MARKER: string;
export declare function tabOf(pathname: string, config: { remotes?: Record<string, unknown> } | null): { key: string; manifest: string; route: string } | null;
export declare function addTabPageHints(html: string, config: { remotes?: Record<string, unknown>; apiBaseUrl?: unknown } | null, pathname: string, readRemote?: (manifestUrl: string) => { requests: Record<string, string[]> }): string;
