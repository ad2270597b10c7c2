export type RemoteKey = 'home' | 'moment' | 'feed' | 'mypage';
export declare const REMOTE_PORTS: Record<RemoteKey, number>;
export interface GeneratedAppConfig {
  apiBaseUrl: string;
  kakao: { authorizeUrl: string; clientId: string };
  remotes: Record<RemoteKey, string>;
}
export declare function makeAppConfig(env?: Record<string, string | undefined>): GeneratedAppConfig;
