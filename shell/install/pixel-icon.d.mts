export declare const ICON: string[];
export declare function iconPng(size: number, options?: { inset?: number }): Buffer;
export declare function iconFiles(): Record<string, Buffer>;
