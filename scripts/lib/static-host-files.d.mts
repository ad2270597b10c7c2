export declare const DEPLOY_DIR: string;
export declare const NGINX_HEADERS_FILE: string;
export declare function shellPages(shellDist: string): string[];
export declare function nginxSecurityHeaders(config: unknown, pages: string[]): string;
export declare function writeStaticHostFiles(options: { shellDist: string; config: unknown; headersFile: string; writeConfig?: boolean }): void;
