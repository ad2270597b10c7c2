// The one generator of the runtime config `/app-config.json` (ADR 0001). The dev servers
// (shared/build) and the static server (serve-static.ts) both serve its output, so a build never
// contains a URL: deploying a remote means changing REMOTE_<NAME>_URL, not rebuilding.
import { API_URL, REMOTE_APPS, localUrl, type RemoteName } from '@momentum/apps';

export interface GeneratedAppConfig {
  apiBaseUrl: string;
  kakao: { authorizeUrl: string; clientId: string };
  remotes: Record<RemoteName, string>;
  photoOrigin?: string;
}

export type Env = Record<string, string | undefined>;

export function makeAppConfig(env: Env = process.env): GeneratedAppConfig {
  const apiBaseUrl = stripSlash(env.API_BASE_URL || API_URL);
  // Without Kakao credentials the API runs its Kakao-compatible development provider on its own origin.
  const kakaoBase = env.KAKAO_AUTH_BASE_URL || (env.KAKAO_CLIENT_ID ? 'https://kauth.kakao.com' : apiBaseUrl);
  const authorizeUrl = env.KAKAO_AUTHORIZE_URL || `${stripSlash(kakaoBase)}/oauth/authorize`;
  const remotes = Object.fromEntries(
    REMOTE_APPS.map(({ name, port }) => [name, env[`REMOTE_${name.toUpperCase()}_URL`] || `${localUrl(port)}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
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
