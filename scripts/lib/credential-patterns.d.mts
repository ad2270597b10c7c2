export declare const CREDENTIAL_PATTERNS: RegExp[];
