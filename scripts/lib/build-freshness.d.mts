export declare function newestMtime(paths: string[], skip?: string[]): number;
export declare function frontEndNeedsBuild(root: string): boolean;
