// The only module that reads process.env (main.ts passes it in). Everything else receives an AppConfig.
import path from 'node:path';
import { z } from 'zod';
import { API_PORT, API_URL, APPS, localUrl } from '@momentum/apps';
import { MAX_PHOTO_BYTES } from '@momentum/contracts/limits';
import { configuredRedirectUri } from './kakao-redirect-uri.js';
import { devKakaoAppId } from './dev-kakao-app-id.js';
import type { S3PhotoStorageConfig } from './s3-config.js';
import { productionSigns } from './dev-provider-guard.js';
import { trustProxyVariable, type TrustProxy } from './trust-proxy.js';
import { ConfigError } from './config-error.js';
import { secretOf, vapidOf, type VapidConfig } from './signing-keys.js';

export { ConfigError };
export type { VapidConfig };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** The five apps on their local ports (@momentum/apps), as `pnpm dev` and `pnpm start` serve them. */
const DEFAULT_ORIGINS = APPS.map((app) => localUrl(app.port));

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());
const httpUrl = z
  .string()
  .trim()
  .url(`http(s) URL이어야 합니다 (예: ${API_URL})`)
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), 'http 또는 https URL이어야 합니다')
  .transform((v) => v.replace(/\/+$/, ''));
const originList = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(httpUrl.transform((v) => new URL(v).origin)).min(1, '최소 한 개의 origin이 필요합니다'));
/** A base64url key of exactly `bytes` bytes (VAPID keys: P-256 public 65, private 32). */
const base64urlBytes = (bytes: number) =>
  z
    .string()
    .trim()
    .refine((v) => /^[A-Za-z0-9_-]+={0,2}$/.test(v) && Buffer.from(v, 'base64url').length === bytes, `${bytes}바이트 키의 base64url 값이어야 합니다 (npx web-push generate-vapid-keys)`);
const integer = (min: number, max: number) => z.coerce.number().int('정수여야 합니다').min(min).max(max);

const envSchema = z.object({
  NODE_ENV: optionalString,
  PORT: z.preprocess(emptyToUndefined, integer(0, 65535).default(API_PORT)),
  HOST: z.preprocess(emptyToUndefined, z.string().trim().min(1).default('127.0.0.1')),
  PUBLIC_URL: z.preprocess(emptyToUndefined, httpUrl.default(API_URL)),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('.data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^postgres(ql)?:\/\//, 'postgres:// 로 시작하는 연결 문자열이어야 합니다').optional(),
  ),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine((v) => /^rediss?:\/\//.test(v) && URL.canParse(v), 'redis:// 또는 rediss:// 로 시작하는 URL이어야 합니다 (예: redis://127.0.0.1:6379)')
      .optional(),
  ),
  APP_ORIGINS: z.preprocess(emptyToUndefined, originList.default(DEFAULT_ORIGINS)),
  KAKAO_REDIRECT_URI: z.preprocess(emptyToUndefined, httpUrl.optional()),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, '32자 이상이어야 합니다').optional()),
  PHOTO_URL_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, '32자 이상이어야 합니다').optional()),
  TEST_CLOCK_OFFSET_FILE: optionalString,
  COOKIE_SECURE: z.preprocess(emptyToUndefined, z.enum(['auto', 'true', 'false']).default('auto')),
  KAKAO_CLIENT_ID: optionalString,
  KAKAO_CLIENT_SECRET: optionalString,
  KAKAO_APP_ID: z.preprocess(emptyToUndefined, integer(1, Number.MAX_SAFE_INTEGER).optional()),
  ALLOW_DEV_SIGN_IN_ON_SHARED_SERVER: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  KAKAO_AUTH_BASE_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  KAKAO_API_BASE_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  AI_MODEL: z.preprocess(emptyToUndefined, z.string().trim().default('gpt-4o-mini')),
  PHOTO_DIR: optionalString,
  S3_ENDPOINT: z.preprocess(emptyToUndefined, httpUrl.optional()),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false'], 'true 또는 false여야 합니다').optional()),
  UPLOAD_MAX_BYTES: z.preprocess(emptyToUndefined, integer(1, Number.MAX_SAFE_INTEGER).default(MAX_PHOTO_BYTES)),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).default('info')),
  API_DOCS: z.preprocess(emptyToUndefined, z.enum(['true', 'false'], 'true 또는 false여야 합니다').optional()),
  AUTH_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, integer(1, 100_000).default(30)),
  SLOW_BODY_WINDOW_MS: z.preprocess(emptyToUndefined, integer(100, 600_000).default(10_000)),
  SLOW_BODY_MIN_BYTES: z.preprocess(emptyToUndefined, integer(1, 100 * 1024 * 1024).default(8 * 1024)),
  TRUST_PROXY: trustProxyVariable,
  REMINDER_TICK_MS: z.preprocess(emptyToUndefined, integer(0, 3_600_000).default(60_000)),
  PHOTO_SWEEP_AFTER_MS: z.preprocess(emptyToUndefined, integer(1_000, 86_400_000).default(15 * 60_000)),
  VAPID_PUBLIC_KEY: z.preprocess(emptyToUndefined, base64urlBytes(65).optional()),
  VAPID_PRIVATE_KEY: z.preprocess(emptyToUndefined, base64urlBytes(32).optional()),
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine((v) => URL.canParse(v) && ['mailto:', 'https:'].includes(new URL(v).protocol), 'mailto: 주소 또는 https URL이어야 합니다 (예: mailto:ops@example.com)')
      .optional(),
  ),
}).superRefine((env, ctx) => {
  // All or nothing: a key pair without its subject (or half a pair) cannot sign a push.
  const vapid = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;
  const vapidGiven = vapid.filter((name) => env[name] !== undefined);
  if (vapidGiven.length > 0) {
    for (const name of vapid.filter((n) => env[n] === undefined)) {
      ctx.addIssue({ code: 'custom', path: [name], message: `웹 푸시를 설정하려면 ${vapid.join(', ')}를 모두 설정해야 합니다 (설정된 값: ${vapidGiven.join(', ')})` });
    }
  }
  // All or nothing: a half-configured store would silently fall back to one replica's disk.
  const s3Required = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const s3Optional = ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] as const;
  const s3Given = [...s3Required, ...s3Optional].filter((name) => env[name] !== undefined);
  if (s3Given.length > 0) {
    for (const name of s3Required.filter((n) => env[n] === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `S3 사진 저장소를 쓰려면 ${s3Required.join(', ')}를 모두 설정해야 합니다 (설정된 값: ${s3Given.join(', ')})`,
      });
    }
  }
  // Without it a token issued to any other Kakao app would sign its user in here (ADR 0002).
  if (env.KAKAO_CLIENT_ID && env.KAKAO_APP_ID === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['KAKAO_APP_ID'],
      message: 'KAKAO_CLIENT_ID를 설정했다면 카카오 앱의 숫자 앱 ID도 설정해야 합니다 (카카오 개발자 콘솔 > 앱 설정 > 앱 ID)',
    });
  }
});

/** Every variable the API reads: `.env.example` at the repository root must list each one. */
export const API_VARIABLES = Object.keys(envSchema.shape);

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  host: string;
  /** The API's own public base URL, no trailing slash. Photo URLs and the dev provider are built on it. */
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL connection string; null → PGlite in `${dataDir}/db` (or in memory when dataDir is null in tests). */
  databaseUrl: string | null;
  /**
   * Redis holding every rate-limit counter, so replicas share one budget; null → in this process's
   * memory (src/plugins/rate-limits.ts).
   */
  redisUrl: string | null;
  /** Browser origins allowed by CORS and as sign-in redirect targets. The first is the default one. */
  appOrigins: string[];
  jwtSecret: string;
  /** HMAC key of photo read URLs (src/photos/photo-url-signing.ts), ≥ 32 characters. */
  photoUrlSecret: string;
  /**
   * e2e only: the server's clock is now plus the milliseconds written in this file (src/http/clock.ts),
   * so a browser test can move time. Refused when NODE_ENV=production.
   */
  testClockOffsetFile: string | null;
  cookieSecure: boolean;
  kakao: {
    /** True while no KAKAO_CLIENT_ID is set: the API serves its own Kakao-compatible sign-in. */
    devProvider: boolean;
    /**
     * The development provider runs on a server that looks deployed, by the operator's explicit
     * ALLOW_DEV_SIGN_IN_ON_SHARED_SERVER=true: its page says so in a banner and lists no accounts.
     */
    devProviderOnSharedServer: boolean;
    clientId: string;
    /** The provider's numeric id of our app: a provider token issued to any other app is refused. */
    appId: number;
    clientSecret: string | null;
    /** The shell's callback, used for a code exchange that names none (KAKAO_REDIRECT_URI). */
    redirectUri: string;
    authBaseUrl: string;
    apiBaseUrl: string;
  };
  ai: { apiKey: string | null; baseUrl: string | null; model: string };
  /** Local photo folder; unused when `s3` is set. */
  photoDir: string;
  /** The S3-compatible photo store (S3_BUCKET and friends), or null: photos in the local `photoDir`. */
  s3: S3PhotoStorageConfig | null;
  uploadMaxBytes: number;
  /** A photo object this long without its photo row is left over from a crash, and swept (pending-photo-sweep.ts). */
  photoSweepAfterMs: number;
  logLevel: LogLevel;
  /**
   * Serve the API reference (Swagger UI at /docs, the OpenAPI document at /openapi.json). API_DOCS;
   * unset: on, except under NODE_ENV=production, where it maps every route for anyone who asks.
   */
  apiDocs: boolean;
  /**
   * Requests per IP per minute on each /auth/* and /oauth/* route, and friend-code lookups per IP (the
   * e2e suite and the load, all on one IP, raise it).
   */
  authRateLimitPerMinute: number;
  /**
   * A request body that delivers fewer than `minBytes` in any `windowMs` (a stalled or trickling
   * upload, a slowloris client) is answered 408 and its connection closed (src/http/slow-body-guard.ts).
   */
  slowBody: { windowMs: number; minBytes: number };
  /** Whose X-Forwarded-For sets request.ip (rate-limit keys, logs); false: nobody's (src/config/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** Web Push (src/modules/push): the VAPID key pair and subject that sign every push. */
  push: {
    vapid: VapidConfig;
    /** Development and tests: a subscription may name a plain-http push service on localhost. */
    allowLocalHttpEndpoints: boolean;
    /** How often each replica's reminder scheduler ticks (ms); 0 = not at all. */
    reminderTickMs: number;
  };
  /** Things main.ts should say loudly at start (development provider, generated secret). */
  warnings: string[];
}


/** Client id the development provider reports; put it in the shell's runtime config. */
export const DEV_KAKAO_CLIENT_ID = 'momentum-dev';


export interface LoadConfigOptions {
  /** Base for relative DATA_DIR/PHOTO_DIR (default: process.cwd(), the api package when run by its scripts). */
  cwd?: string;
}

export function loadConfig(env: Record<string, string | undefined>, options: LoadConfigOptions = {}): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`환경 변수 설정이 올바르지 않습니다:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const cwd = options.cwd ?? process.cwd();
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const warnings: string[] = [];
  const devProvider = !e.KAKAO_CLIENT_ID;
  const signs = devProvider ? productionSigns({ nodeEnv: e.NODE_ENV, host: e.HOST, publicUrl: e.PUBLIC_URL, appOrigins: e.APP_ORIGINS }) : [];
  const devProviderOnSharedServer = signs.length > 0;
  if (devProviderOnSharedServer && e.ALLOW_DEV_SIGN_IN_ON_SHARED_SERVER !== 'true') {
    throw new ConfigError(
      `KAKAO_CLIENT_ID가 없어 개발용 카카오 로그인(누구나 아무 계정으로 로그인)이 켜지는데, 운영 환경으로 보입니다 (${signs.join('; ')}): ` +
        'KAKAO_CLIENT_ID, KAKAO_CLIENT_SECRET, KAKAO_APP_ID를 설정하거나, 공유 테스트 서버라면 ALLOW_DEV_SIGN_IN_ON_SHARED_SERVER=true 로 명시하세요.',
    );
  }
  if (devProviderOnSharedServer) {
    warnings.push(
      `ALLOW_DEV_SIGN_IN_ON_SHARED_SERVER=true: the DEVELOPMENT Kakao sign-in runs on a server that looks deployed (${signs.join('; ')}). ` +
        'ANYONE WHO REACHES IT CAN SIGN IN AS ANY ACCOUNT. Use it only on a shared test server with test data.',
    );
  } else if (devProvider) {
    warnings.push(
      `KAKAO_CLIENT_ID is not set: the DEVELOPMENT Kakao sign-in provider is active at ${e.PUBLIC_URL}/oauth/authorize. ` +
        'Anyone can sign in as anyone. Never run production like this.',
    );
  }
  const redirect = configuredRedirectUri(e.KAKAO_REDIRECT_URI, e.APP_ORIGINS, emptyToUndefined(env.APP_ORIGINS) !== undefined);
  if ('problem' in redirect) throw new ConfigError(`환경 변수 설정이 올바르지 않습니다:\n  - KAKAO_REDIRECT_URI: ${redirect.problem}`);
  const production = e.NODE_ENV === 'production';
  const jwtSecret = secretOf('JWT_SECRET', e.JWT_SECRET, path.join(dataDir, 'jwt-secret'), production, warnings);
  const photoUrlSecret = secretOf('PHOTO_URL_SECRET', e.PHOTO_URL_SECRET, path.join(dataDir, 'photo-url-secret'), production, warnings);
  const testClockOffsetFile = e.TEST_CLOCK_OFFSET_FILE ? path.resolve(cwd, e.TEST_CLOCK_OFFSET_FILE) : null;
  if (testClockOffsetFile) {
    // A movable clock would let expired sessions and photo URLs live again: never in production.
    if (production) {
      throw new ConfigError('환경 변수 설정이 올바르지 않습니다:\n  - TEST_CLOCK_OFFSET_FILE: NODE_ENV=production에서는 사용할 수 없습니다');
    }
    warnings.push(`TEST_CLOCK_OFFSET_FILE is set: the server's clock is moved by the offset in ${testClockOffsetFile}. For e2e tests only.`);
  }
  const vapid = vapidOf(e, path.join(dataDir, 'vapid-keys.json'), production, warnings);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    appOrigins: e.APP_ORIGINS,
    jwtSecret,
    photoUrlSecret,
    testClockOffsetFile,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? e.PUBLIC_URL.startsWith('https:') : e.COOKIE_SECURE === 'true',
    kakao: {
      devProvider,
      devProviderOnSharedServer,
      clientId: e.KAKAO_CLIENT_ID ?? DEV_KAKAO_CLIENT_ID,
      // The schema requires KAKAO_APP_ID with a client id; the development provider's is derived.
      appId: devProvider || e.KAKAO_APP_ID === undefined ? devKakaoAppId(DEV_KAKAO_CLIENT_ID) : e.KAKAO_APP_ID,
      clientSecret: e.KAKAO_CLIENT_SECRET ?? null,
      redirectUri: redirect.uri,
      authBaseUrl: e.KAKAO_AUTH_BASE_URL ?? (devProvider ? e.PUBLIC_URL : 'https://kauth.kakao.com'),
      apiBaseUrl: e.KAKAO_API_BASE_URL ?? (devProvider ? e.PUBLIC_URL : 'https://kapi.kakao.com'),
    },
    ai: { apiKey: e.OPENAI_API_KEY ?? null, baseUrl: e.OPENAI_BASE_URL ?? null, model: e.AI_MODEL },
    photoDir: e.PHOTO_DIR ? path.resolve(cwd, e.PHOTO_DIR) : path.join(dataDir, 'photos'),
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT ?? null,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION!,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : null,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    photoSweepAfterMs: e.PHOTO_SWEEP_AFTER_MS,
    logLevel: e.LOG_LEVEL,
    apiDocs: e.API_DOCS === undefined ? !production : e.API_DOCS === 'true',
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    slowBody: { windowMs: e.SLOW_BODY_WINDOW_MS, minBytes: e.SLOW_BODY_MIN_BYTES },
    trustProxy: e.TRUST_PROXY,
    push: { vapid, allowLocalHttpEndpoints: !production, reminderTickMs: e.REMINDER_TICK_MS },
    warnings,
  };
}
