// TRUST_PROXY: which reverse proxies (nginx) the API believes about the client's address, so per-IP
// limits and logs see the client instead of the proxy. Unset: none; the socket's address is the
// client, and a forged X-Forwarded-For changes nothing.
// The value is a comma-separated list of the proxies' addresses: IPs, CIDR ranges, or proxy-addr's
// names `loopback`, `linklocal`, `uniquelocal` (e.g. `127.0.0.1`, `10.0.0.0/8,fd00::/8`). A request
// whose socket peer is in the list takes its client from X-Forwarded-For, read from the right and
// skipping trusted addresses; any other peer is the client itself, whatever it sends.
// Refused: `true` and /0 ranges (anyone could choose their address), and hop counts: a hop count
// cannot check who is connecting, so a client reaching the API directly could still choose its
// address (Fastify itself treats a number as "trust nobody" for that reason).
import net from 'node:net';
import { z } from 'zod';

/** Fastify's `trustProxy`: false, or the trusted proxies' addresses and ranges. */
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

/** The trusted proxies, or null when the text is not a list of addresses and ranges. */
function parseTrustProxy(text: string): string[] | null {
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.length > 0 && entries.every(isAddressOrRange) ? entries : null;
}

/** The zod field for env.ts: unset or empty → false. */
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
