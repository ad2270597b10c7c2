import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { devKakaoAppId } from './dev-kakao-app-id.js';
import { ConfigError, DEV_KAKAO_CLIENT_ID, loadConfig } from './env.js';

const SECRET = 'x'.repeat(40);
const REAL_KAKAO = { KAKAO_CLIENT_ID: 'abc', KAKAO_CLIENT_SECRET: 's', KAKAO_APP_ID: '1234567' };
const PHOTO_SECRET = 'p'.repeat(40);
// A valid pair's shape (65- and 32-byte base64url); never used to sign anything here.
const VAPID = {
  VAPID_PUBLIC_KEY: Buffer.alloc(65, 4).toString('base64url'),
  VAPID_PRIVATE_KEY: Buffer.alloc(32, 7).toString('base64url'),
  VAPID_SUBJECT: 'mailto:ops@momentum.example',
};
const S3 = { S3_BUCKET: 'photos', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
let tmp: string | undefined;
const tmpDir = () => (tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-env-')));
afterEach(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  tmp = undefined;
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, PHOTO_URL_SECRET: PHOTO_SECRET }, { cwd: '/srv/api' });
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:4000',
      dataDir: '/srv/api/.data',
      databaseUrl: null,
      redisUrl: null,
      cookieSecure: false,
      photoDir: '/srv/api/.data/photos',
      uploadMaxBytes: 500 * 1024 * 1024,
      logLevel: 'info',
      authRateLimitPerMinute: 30,
      slowBody: { windowMs: 10_000, minBytes: 8192 },
      ai: { apiKey: null, model: 'gpt-4o-mini' },
      s3: null,
    });
    expect(config.appOrigins).toEqual([3000, 3001, 3002, 3003, 3004].map((p) => `http://localhost:${p}`));
  });

  it('runs the development Kakao provider on PUBLIC_URL while no client id is set, and warns', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, PHOTO_URL_SECRET: PHOTO_SECRET, PUBLIC_URL: 'http://127.0.0.1:4000/' });
    expect(config.kakao).toMatchObject({
      devProvider: true,
      devProviderOnSharedServer: false,
      clientId: DEV_KAKAO_CLIENT_ID,
      appId: devKakaoAppId(DEV_KAKAO_CLIENT_ID),
      authBaseUrl: 'http://127.0.0.1:4000',
      apiBaseUrl: 'http://127.0.0.1:4000',
    });
    expect(config.warnings.join('\n')).toMatch(/DEVELOPMENT Kakao/);
  });

  it('uses the real Kakao hosts once a client id is configured', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, PHOTO_URL_SECRET: PHOTO_SECRET, ...REAL_KAKAO, ...VAPID });
    expect(config.kakao).toEqual({
      devProvider: false,
      devProviderOnSharedServer: false,
      clientId: 'abc',
      appId: 1234567,
      clientSecret: 's',
      redirectUri: 'http://localhost:3000/auth/kakao/callback',
      authBaseUrl: 'https://kauth.kakao.com',
      apiBaseUrl: 'https://kapi.kakao.com',
    });
    expect(config.warnings).toEqual([]);
  });

  it('parses origins, https cookies and numbers', () => {
    const config = loadConfig({
      JWT_SECRET: SECRET,
      ...REAL_KAKAO,
      PHOTO_URL_SECRET: PHOTO_SECRET,
      PORT: '8080',
      PUBLIC_URL: 'https://api.example.com',
      APP_ORIGINS: ' https://app.example.com/ , http://localhost:3001',
      KAKAO_REDIRECT_URI: 'https://app.example.com/auth/kakao/callback',
      UPLOAD_MAX_BYTES: '1024',
      AUTH_RATE_LIMIT_PER_MINUTE: '600',
      SLOW_BODY_WINDOW_MS: '2000',
      SLOW_BODY_MIN_BYTES: '512',
    });
    expect(config.authRateLimitPerMinute).toBe(600);
    expect(loadConfig({ JWT_SECRET: SECRET, PHOTO_URL_SECRET: PHOTO_SECRET, REDIS_URL: ' rediss://:pw@cache.internal:6380/0 ' }).redisUrl).toBe('rediss://:pw@cache.internal:6380/0');
    expect(config.slowBody).toEqual({ windowMs: 2000, minBytes: 512 });
    expect(config.port).toBe(8080);
    expect(config.cookieSecure).toBe(true);
    expect(config.appOrigins).toEqual(['https://app.example.com', 'http://localhost:3001']);
    expect(config.uploadMaxBytes).toBe(1024);
    expect(loadConfig({ JWT_SECRET: SECRET, PHOTO_URL_SECRET: PHOTO_SECRET, COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'localhost:4000' }, 'PUBLIC_URL'],
    [{ APP_ORIGINS: 'http://ok.test,not a url' }, 'APP_ORIGINS'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ PHOTO_URL_SECRET: 'short' }, 'PHOTO_URL_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ COOKIE_SECURE: 'yes' }, 'COOKIE_SECURE'],
    [{ AUTH_RATE_LIMIT_PER_MINUTE: '0' }, 'AUTH_RATE_LIMIT_PER_MINUTE'],
    [{ KAKAO_CLIENT_ID: 'abc' }, 'KAKAO_APP_ID'],
    [{ ...REAL_KAKAO, KAKAO_APP_ID: 'my-app' }, 'KAKAO_APP_ID'],
    [{ ALLOW_DEV_SIGN_IN_ON_SHARED_SERVER: 'yes' }, 'ALLOW_DEV_SIGN_IN_ON_SHARED_SERVER'],
    [{ ...S3, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ ...S3, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
  ])('rejects %o with a message naming %s', (env, name) => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, PHOTO_URL_SECRET: PHOTO_SECRET, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: SECRET, PHOTO_URL_SECRET: PHOTO_SECRET, ...env })).toThrow(new RegExp(`- ${name}(\\.|:)`));
  });

  it('takes the callback for a code exchange that names none from KAKAO_REDIRECT_URI, never from the order of APP_ORIGINS', () => {
    const base = { JWT_SECRET: SECRET, PHOTO_URL_SECRET: PHOTO_SECRET };
    // The development default: the shell of `pnpm start`.
    expect(loadConfig(base).kakao.redirectUri).toBe('http://localhost:3000/auth/kakao/callback');
    // One origin names itself.
    expect(loadConfig({ ...base, APP_ORIGINS: 'http://127.0.0.1:3100' }).kakao.redirectUri).toBe('http://127.0.0.1:3100/auth/kakao/callback');
    // Several: the shell is named, in any order.
    const origins = 'http://localhost:3001,http://localhost:3000';
    expect(loadConfig({ ...base, APP_ORIGINS: origins, KAKAO_REDIRECT_URI: 'http://localhost:3000/auth/kakao/callback/' }).kakao.redirectUri).toBe(
      'http://localhost:3000/auth/kakao/callback',
    );
  });

  it.each([
    [{ APP_ORIGINS: 'http://localhost:3001,http://localhost:3000' }, /APP_ORIGINS가 여러 개이면/],
    [{ KAKAO_REDIRECT_URI: 'http://localhost:3000/callback' }, /경로가 \/auth\/kakao\/callback/],
    [{ KAKAO_REDIRECT_URI: 'http://localhost:3000/auth/kakao/callback?x=1' }, /경로가 \/auth\/kakao\/callback/],
    [{ KAKAO_REDIRECT_URI: 'http://evil.example/auth/kakao/callback' }, /http:\/\/evil.example이\(가\) APP_ORIGINS에 없습니다/],
    [{ KAKAO_REDIRECT_URI: 'not a url' }, /KAKAO_REDIRECT_URI/],
  ])('refuses to start on %o, naming KAKAO_REDIRECT_URI', (env, reason) => {
    const start = () => loadConfig({ JWT_SECRET: SECRET, PHOTO_URL_SECRET: PHOTO_SECRET, ...env });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/- KAKAO_REDIRECT_URI: /);
    expect(start).toThrow(reason);
  });

  it('configures the S3 photo store from S3_*: path style and endpoint optional', () => {
    const base = { JWT_SECRET: SECRET, PHOTO_URL_SECRET: PHOTO_SECRET, ...S3 };
    expect(loadConfig(base).s3).toEqual({
      endpoint: null,
      bucket: 'photos',
      region: 'auto',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_FORCE_PATH_STYLE: 'true' }).s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
  });

  it.each([
    [{ S3_BUCKET: 'photos' }, ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']],
    [{ ...S3, S3_SECRET_ACCESS_KEY: '' }, ['S3_SECRET_ACCESS_KEY']],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']],
  ])('refuses a half-configured S3 store %o, naming what is missing in Korean', (env, missing) => {
    const attempt = () => loadConfig({ JWT_SECRET: SECRET, PHOTO_URL_SECRET: PHOTO_SECRET, ...env });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    for (const name of missing) expect(message).toMatch(new RegExp(`- ${name}: S3 사진 저장소를 쓰려면`));
    const named = [...message.matchAll(/- (S3_[A-Z_]+):/g)].map((m) => m[1]);
    expect(named.sort()).toEqual([...missing].sort());
  });

  it('generates a JWT secret once and reuses it after a restart', () => {
    const dir = tmpDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.warnings.join('\n')).toMatch(/JWT_SECRET is not set/);
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('generates a photo URL secret once, apart from the JWT secret, and reuses it after a restart', () => {
    const dir = tmpDir();
    const first = loadConfig({ DATA_DIR: dir, JWT_SECRET: SECRET });
    expect(first.photoUrlSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.photoUrlSecret).not.toBe(first.jwtSecret);
    expect(first.warnings.join('\n')).toMatch(/PHOTO_URL_SECRET is not set/);
    expect(fs.statSync(path.join(dir, 'photo-url-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: SECRET }).photoUrlSecret).toBe(first.photoUrlSecret);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: SECRET, PHOTO_URL_SECRET: PHOTO_SECRET }).photoUrlSecret).toBe(PHOTO_SECRET);
  });

  it.each(['JWT_SECRET', 'PHOTO_URL_SECRET'])('requires %s from the environment under NODE_ENV=production and writes no file', (name) => {
    const dir = tmpDir();
    const env: Record<string, string> = { ...REAL_KAKAO, ...VAPID, NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: SECRET, PHOTO_URL_SECRET: PHOTO_SECRET };
    delete env[name];
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`- ${name}: NODE_ENV=production에서는 필수입니다`));
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(loadConfig({ ...env, [name]: 'z'.repeat(40) }).warnings).toEqual([]);
  });

  it('requires the VAPID keys from the environment under NODE_ENV=production, all three or none', () => {
    const dir = tmpDir();
    const base = { ...REAL_KAKAO, NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: SECRET, PHOTO_URL_SECRET: PHOTO_SECRET };
    expect(() => loadConfig(base)).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: NODE_ENV=production에서는 필수입니다/);
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(loadConfig({ ...base, ...VAPID }).push.vapid).toEqual({
      publicKey: VAPID.VAPID_PUBLIC_KEY,
      privateKey: VAPID.VAPID_PRIVATE_KEY,
      subject: VAPID.VAPID_SUBJECT,
    });
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: VAPID.VAPID_PUBLIC_KEY })).toThrow(/- VAPID_PRIVATE_KEY: 웹 푸시를 설정하려면/);
    expect(() => loadConfig({ ...base, ...VAPID, VAPID_PRIVATE_KEY: 'short' })).toThrow(/- VAPID_PRIVATE_KEY: 32바이트 키/);
    expect(() => loadConfig({ ...base, ...VAPID, VAPID_SUBJECT: 'http://momentum.example' })).toThrow(/- VAPID_SUBJECT: mailto:/);
  });

  it('generates a VAPID key pair once into DATA_DIR in development and reuses it after a restart', () => {
    const dir = tmpDir();
    const first = loadConfig({ DATA_DIR: dir, JWT_SECRET: SECRET, PHOTO_URL_SECRET: PHOTO_SECRET });
    expect(Buffer.from(first.push.vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.push.vapid.privateKey, 'base64url')).toHaveLength(32);
    expect(first.push.allowLocalHttpEndpoints).toBe(true);
    expect(first.warnings.join('\n')).toMatch(/VAPID_PUBLIC_KEY is not set/);
    expect(fs.statSync(path.join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: SECRET, PHOTO_URL_SECRET: PHOTO_SECRET }).push.vapid).toEqual(first.push.vapid);
  });

  it('takes TEST_CLOCK_OFFSET_FILE loudly outside production and refuses it under NODE_ENV=production', () => {
    const env = { JWT_SECRET: SECRET, PHOTO_URL_SECRET: PHOTO_SECRET, TEST_CLOCK_OFFSET_FILE: 'clock-offset' };
    const config = loadConfig(env, { cwd: '/srv/api' });
    expect(config.testClockOffsetFile).toBe('/srv/api/clock-offset');
    expect(config.warnings.join('\n')).toMatch(/TEST_CLOCK_OFFSET_FILE is set.*e2e tests only/i);
    expect(loadConfig({ JWT_SECRET: SECRET, PHOTO_URL_SECRET: PHOTO_SECRET }).testClockOffsetFile).toBeNull();
    // Real Kakao, so the clock file is the only reason to refuse.
    expect(() => loadConfig({ ...env, ...REAL_KAKAO, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, ...REAL_KAKAO, NODE_ENV: 'production' })).toThrow(/TEST_CLOCK_OFFSET_FILE: NODE_ENV=production/);
  });

  it('serves the API reference outside production, and in production only with API_DOCS=true', () => {
    const base = { JWT_SECRET: SECRET, PHOTO_URL_SECRET: PHOTO_SECRET };
    const production = { ...base, ...REAL_KAKAO, ...VAPID, NODE_ENV: 'production' };
    expect(loadConfig(base).apiDocs).toBe(true);
    expect(loadConfig({ ...base, API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: '' }).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(() => loadConfig({ ...base, API_DOCS: 'yes' })).toThrow(/API_DOCS: true 또는 false여야 합니다/);
  });
});

describe('the development provider outside a developer machine', () => {
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig({ JWT_SECRET: SECRET, PHOTO_URL_SECRET: PHOTO_SECRET, ...env });
    } catch (error) {
      return error;
    }
    return null;
  };

  it.each([
    [{ NODE_ENV: 'production' }, 'NODE_ENV=production'],
    [{ PUBLIC_URL: 'https://localhost:4000' }, 'PUBLIC_URL https://localhost:4000 is https'],
    [{ PUBLIC_URL: 'http://api.momentum.example' }, 'PUBLIC_URL http://api.momentum.example is not a loopback host'],
    [{ PUBLIC_URL: 'http://10.0.0.5:4000' }, 'PUBLIC_URL http://10.0.0.5:4000 is not a loopback host'],
    [{ APP_ORIGINS: 'http://localhost:3000,https://app.momentum.example' }, 'APP_ORIGINS https://app.momentum.example is https'],
    [{ APP_ORIGINS: 'http://localhost:3000,http://192.168.0.7:3000' }, 'APP_ORIGINS http://192.168.0.7:3000 is not a loopback host'],
    // Listening on every interface serves sign-in-as-anyone to the network, whatever PUBLIC_URL says.
    [{ HOST: '0.0.0.0' }, 'HOST 0.0.0.0 is not a loopback address'],
    [{ HOST: '::' }, 'HOST :: is not a loopback address'],
    [{ HOST: '192.168.0.7' }, 'HOST 192.168.0.7 is not a loopback address'],
  ])('refuses to start on %o with one line naming the reason and what to set', (env, reason) => {
    const error = refusal(env);
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain(reason);
    for (const name of ['KAKAO_CLIENT_ID', 'KAKAO_APP_ID', 'ALLOW_DEV_SIGN_IN_ON_SHARED_SERVER=true']) expect(message).toContain(name);
  });

  it.each([
    { NODE_ENV: 'development' },
    { PUBLIC_URL: 'http://localhost:4000', APP_ORIGINS: 'http://localhost:3000,http://127.0.0.1:3120', KAKAO_REDIRECT_URI: 'http://localhost:3000/auth/kakao/callback' },
    { PUBLIC_URL: 'http://127.0.0.2:4000', APP_ORIGINS: 'http://[::1]:3000,http://momentum.localhost:3000', KAKAO_REDIRECT_URI: 'http://[::1]:3000/auth/kakao/callback' },
    { HOST: 'localhost' },
    { HOST: '::1' },
  ])('starts on a developer machine: %o', (env) => {
    expect(loadConfig({ JWT_SECRET: SECRET, PHOTO_URL_SECRET: PHOTO_SECRET, ...env }).kakao).toMatchObject({ devProvider: true, devProviderOnSharedServer: false });
  });

  it('starts on a shared server with ALLOW_DEV_SIGN_IN_ON_SHARED_SERVER=true, and says so loudly', () => {
    const config = loadConfig({
      JWT_SECRET: SECRET,
      PHOTO_URL_SECRET: PHOTO_SECRET,
      ...VAPID,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://api.staging.example',
      ALLOW_DEV_SIGN_IN_ON_SHARED_SERVER: 'true',
    });
    expect(config.kakao).toMatchObject({ devProvider: true, devProviderOnSharedServer: true });
    expect(config.warnings.join('\n')).toMatch(/ALLOW_DEV_SIGN_IN_ON_SHARED_SERVER=true.*ANYONE WHO REACHES IT CAN SIGN IN AS ANY ACCOUNT/);
    expect(refusal({ NODE_ENV: 'production', ALLOW_DEV_SIGN_IN_ON_SHARED_SERVER: 'false' })).toBeInstanceOf(ConfigError);
  });

  it('lets real Kakao run in production without the opt-in', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, PHOTO_URL_SECRET: PHOTO_SECRET, ...REAL_KAKAO, ...VAPID, NODE_ENV: 'production', PUBLIC_URL: 'https://api.momentum.example' });
    expect(config.kakao).toMatchObject({ devProvider: false, devProviderOnSharedServer: false, appId: 1234567 });
    expect(config.warnings).toEqual([]);
  });
});
