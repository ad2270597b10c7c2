export declare const SOURCE_MAP_DIR: string;
export declare const UNSERVED_BUILD_FILES: Set<string>;
export declare function isNeverServed(pathname: string): boolean;
export declare function servedOutputProblems(appDir: string): string[];
