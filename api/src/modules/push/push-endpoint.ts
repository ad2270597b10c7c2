// Which push service URLs a subscription may name: the server will POST to it, so not just any URL.
import { isIP } from 'node:net';
import { ErrorCode } from '@momentum/contracts/errors';
import { AppError } from '../../errors/app-error.js';

const PUSH_ENDPOINT_MESSAGES = {
  notHttps: '푸시 구독 주소는 https 주소여야 합니다.',
  notPublic: '푸시 구독 주소는 공개된 푸시 서비스의 주소여야 합니다.',
} as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

// https only (plain http on this machine in development and tests); no IP literal or localhost in production.
export function checkPushEndpoint(endpoint: string, opts: { allowLocalHttp: boolean }): void {
  const url = new URL(endpoint);
  const local = LOCAL_HOSTS.has(url.hostname);
  if (url.protocol === 'http:' && local && opts.allowLocalHttp) return;
  if (url.protocol !== 'https:') throw new AppError(400, ErrorCode.VALIDATION, PUSH_ENDPOINT_MESSAGES.notHttps);
  if (opts.allowLocalHttp) return;
  if (local || isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) throw new AppError(400, ErrorCode.VALIDATION, PUSH_ENDPOINT_MESSAGES.notPublic);
}
