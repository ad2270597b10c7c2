// The one generator of the runtime config `/app-config.json` (ADR 0001). The dev servers
// (shared/build) and the static server (serve-static.ts) both serve its output, so a build never
// contains a URL: deploying a remote means changing REMOTE_<NAME>_URL, not rebuilding.

export type RemoteKey = 'home' | 'moment' | 'feed' | 'mypage';

/** Remote keys of the runtime config and their local ports. */
export const REMOTE_PORTS: Record<RemoteKey, number> = { home: 3001, moment: 3002, feed: 3003, mypage: 3004 };

export interface GeneratedAppConfig {
  apiBaseUrl: string;
  kakao: { authorizeUrl: string; clientId: string };
  remotes: Record<RemoteKey, string>;
  photoOrigin?: string;
}

export type Env = Record<string, string | undefined>;

export function makeAppConfig(env: Env = process.env): GeneratedAppConfig {
  const apiBaseUrl = stripSlash(env.API_BASE_URL || 'http://localhost:4000');
  // Without Kakao credentials the API runs its Kakao-compatible development provider on its own origin.
  const kakaoBase = env.KAKAO_AUTH_BASE_URL || (env.KAKAO_CLIENT_ID ? 'https://kauth.kakao.com' : apiBaseUrl);
  const authorizeUrl = env.KAKAO_AUTHORIZE_URL || `${stripSlash(kakaoBase)}/oauth/authorize`;
  const remotes = Object.fromEntries(
    Object.entries(REMOTE_PORTS).map(([name, port]) => [name, env[`REMOTE_${name.toUpperCase()}_URL`] || `http://localhost:${port}/mf-manifest.json`]),
  ) as Record<RemoteKey, string>;
  return {
    apiBaseUrl,
    kakao: { authorizeUrl, clientId: env.KAKAO_CLIENT_ID || 'momentum-dev' },
    remotes,
    // Where photos are read from when the API hands out URLs of an S3-compatible store instead of its
    // own: the app never reads it, the static server's CSP allows it in img-src (security-headers.ts).
    ...(env.PHOTO_ORIGIN ? { photoOrigin: stripSlash(env.PHOTO_ORIGIN) } : {}),
  };
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
