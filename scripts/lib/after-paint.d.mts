export declare const AFTER_PAINT_TEMPLATE_ID: string;
export declare const AFTER_PAINT_LOADER: string;
export declare const AFTER_PAINT_LOADER_HASH: string;
export declare function withAfterPaintLoader(html: string): { html: string; scriptHashes: string[] };
