// `true`, /0 and hop counts are refused: a client reaching the API directly could choose its address.
// The accepted forms: docs/api.md, "Configuration".
import net from 'node:net';
import { z } from 'zod';

export type TrustProxy = false | string[];

export const TRUST_PROXY_MESSAGE =
  '신뢰할 프록시의 IP 또는 CIDR을 쉼표로 구분해 적어야 합니다 (예: 127.0.0.1,10.0.0.0/8 또는 loopback). ' +
  'true, /0 범위, 단계 수는 클라이언트가 주소를 위조할 수 있어 허용하지 않습니다';

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  return bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

function parseTrustProxy(text: string): string[] | null {
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.length > 0 && entries.every(isAddressOrRange) ? entries : null;
}

export const trustProxyVariable = z
  .string()
  .optional()
  .transform((text, context): TrustProxy => {
    if (text === undefined || text.trim() === '') return false;
    const parsed = parseTrustProxy(text);
    if (parsed === null) {
      context.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
      return z.NEVER;
    }
    return parsed;
  });
