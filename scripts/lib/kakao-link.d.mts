export declare const KAKAO_LINK_ATTRIBUTE: string;
export declare const KAKAO_STATE_STORAGE_KEY: string;
export declare const KAKAO_CALLBACK: string;
export declare const KAKAO_LINK_SCRIPT: string;
