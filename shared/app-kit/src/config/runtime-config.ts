// Reads and checks /app-config.json (ADR 0001) without zod, which must never reach a phone.
import { REMOTE_APPS, type RemoteName } from '@momentum/apps';
import { canParseUrl } from './can-parse-url';

export type RemoteKey = RemoteName;
const REMOTE_KEYS = REMOTE_APPS.map((remote) => remote.name);

/** KakaoTalk sharing: the app's JavaScript key (a browser key) and the SDK file with its SRI hash. */
export interface KakaoShare {
  jsKey: string;
  sdk: { url: string; integrity: string };
}

export interface RuntimeConfig {
  apiBaseUrl: string;
  kakao: { authorizeUrl: string; clientId: string; share?: KakaoShare };
  /** Each remote's mf-manifest.json URL. */
  remotes: Record<RemoteKey, string>;
}

export class RuntimeConfigError extends Error {
  constructor(
    readonly userMessage: string,
    detail: string,
  ) {
    super(`app-config: ${detail}`);
    this.name = 'RuntimeConfigError';
  }
}

const INVALID = '앱 설정 파일(app-config.json)의 형식이 올바르지 않습니다.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isUrl(value: unknown): value is string {
  return typeof value === 'string' && canParseUrl(value);
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const problems: string[] = [];
  const root = isRecord(value) ? value : {};
  if (!isRecord(value)) problems.push('the file is not a JSON object');
  if (!isUrl(root.apiBaseUrl)) problems.push('apiBaseUrl must be a URL');
  const kakao = isRecord(root.kakao) ? root.kakao : {};
  if (!isUrl(kakao.authorizeUrl)) problems.push('kakao.authorizeUrl must be a URL');
  if (typeof kakao.clientId !== 'string' || !kakao.clientId) problems.push('kakao.clientId must be a non-empty string');
  const remotes = isRecord(root.remotes) ? root.remotes : {};
  for (const key of REMOTE_KEYS) {
    if (!isUrl(remotes[key])) problems.push(`remotes.${key} must be the URL of its mf-manifest.json`);
  }
  if (problems.length > 0) throw new RuntimeConfigError(INVALID, problems.join('; '));
  const share = kakaoShare(kakao);
  return {
    apiBaseUrl: (root.apiBaseUrl as string).replace(/\/+$/, ''),
    kakao: { authorizeUrl: kakao.authorizeUrl as string, clientId: kakao.clientId as string, ...(share ? { share } : {}) },
    remotes: Object.fromEntries(REMOTE_KEYS.map((key) => [key, remotes[key] as string])) as Record<RemoteKey, string>,
  };
}

// Optional: without a usable key and SDK the app simply offers no KakaoTalk button.
function kakaoShare(kakao: Record<string, unknown>): KakaoShare | undefined {
  const sdk = isRecord(kakao.sdk) ? kakao.sdk : {};
  if (typeof kakao.jsKey !== 'string' || !kakao.jsKey || !isUrl(sdk.url) || typeof sdk.integrity !== 'string' || !sdk.integrity) return undefined;
  return { jsKey: kakao.jsKey, sdk: { url: sdk.url, integrity: sdk.integrity } };
}

export async function loadRuntimeConfig(url = '/app-config.json', fetchFn: typeof fetch = fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    // A plain GET, so the browser can answer it with the copy index.html preloads (<link rel=preload>);
    // the server marks the file no-cache, so it is never stale.
    response = await fetchFn(url);
  } catch (error) {
    throw new RuntimeConfigError('앱 설정을 불러오지 못했습니다. 네트워크 연결을 확인해 주세요.', `fetch ${url} failed: ${String(error)}`);
  }
  if (!response.ok) {
    throw new RuntimeConfigError(
      `앱 설정 파일(app-config.json)을 찾을 수 없습니다. (HTTP ${response.status})`,
      `GET ${url} answered ${response.status}`,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    throw new RuntimeConfigError(INVALID, `${url} is not valid JSON`);
  }
  return parseRuntimeConfig(body);
}
