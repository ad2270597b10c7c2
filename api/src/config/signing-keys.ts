// Production takes keys from the environment only: replicas must share them, and a key on one disk is a secret nobody rotates.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { ConfigError } from './config-error.js';

export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const required = (names: string, what: string) =>
  new ConfigError(`환경 변수 설정이 올바르지 않습니다:\n  - ${names}: NODE_ENV=production에서는 필수입니다 (${what})`);

/** Written readable by its owner only: it signs sessions, photo URLs or pushes. */
function readOrCreate<T>(file: string, parse: (text: string) => T | null, generate: () => T, serialize: (value: T) => string): T {
  try {
    const existing = parse(fs.readFileSync(file, 'utf8'));
    if (existing !== null) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
  }
  const value = generate();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${serialize(value)}\n`, { mode: 0o600 });
  return value;
}

export function secretOf(name: string, value: string | undefined, file: string, production: boolean, warnings: string[]): string {
  if (value) return value;
  if (production) throw required(name, '32자 이상의 임의 문자열, 예: openssl rand -base64 48');
  warnings.push(`${name} is not set: using the generated secret persisted in ${file}.`);
  return readOrCreate(
    file,
    (text) => (text.trim().length >= 32 ? text.trim() : null),
    () => randomBytes(48).toString('base64url'),
    (secret) => secret,
  );
}

/** All three from the environment: every replica signs with the one pair browsers subscribed to. */
export function vapidOf(
  e: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT?: string },
  file: string,
  production: boolean,
  warnings: string[],
): VapidConfig {
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT) {
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT };
  }
  if (production) throw required('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT', 'npx web-push generate-vapid-keys; 주제는 mailto: 주소');
  warnings.push(`VAPID_PUBLIC_KEY is not set: using the generated Web Push keys persisted in ${file}.`);
  const keys = readOrCreate(
    file,
    (text) => {
      const { publicKey, privateKey } = JSON.parse(text) as { publicKey?: unknown; privateKey?: unknown };
      return typeof publicKey === 'string' && typeof privateKey === 'string' ? { publicKey, privateKey } : null;
    },
    () => webpush.generateVAPIDKeys(),
    (value) => JSON.stringify(value),
  );
  return { ...keys, subject: 'mailto:push@momentum.invalid' };
}
