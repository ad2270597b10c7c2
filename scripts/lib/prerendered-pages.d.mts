export declare const PRERENDERED_PAGES: Record<string, string>;
export declare function prerenderedPage(root: string, pathname: string): string | null;
