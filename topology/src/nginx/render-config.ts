// The topology's nginx.conf: the API replicas behind one upstream on `api.listen`, and the static
// sites' server blocks (written elsewhere) appended. The dev-services launcher adds its pid, logs and
// temp paths around this text; nothing here names a path nginx writes.
import { MAX_PHOTO_BYTES } from '@momentum/contracts/limits';

export interface NginxConfigInput {
  /** Absolute paths of dynamic modules to load (e.g. the brotli_static module), or none. */
  modules: readonly string[];
  /**
   * The API's public port on 127.0.0.1, the ports of its replicas (on 127.0.0.1), and the API's
   * UPLOAD_MAX_BYTES (default: the product's 500 MB).
   */
  api: { listen: number; replicas: readonly number[]; uploadMaxBytes?: number };
  /** Whole `server { … }` blocks for the static sites, placed inside `http {}` after the API's. */
  servers: readonly string[];
}

/** The upstream's name: one pool of every replica. */
export const API_UPSTREAM = 'momentum_api';

function apiUpstream(replicas: readonly number[]): string {
  if (replicas.length === 0) throw new Error('renderNginxConfig: the API needs at least one replica port');
  return [
    `  upstream ${API_UPSTREAM} {`,
    // Shared memory: every worker sees the same failures and the same round robin.
    `    zone ${API_UPSTREAM} 64k;`,
    // Round robin. A replica that refuses or drops a connection is skipped for fail_timeout, then
    // tried again with live traffic: a restarted replica is back in the pool within seconds.
    ...replicas.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`),
    // Idle connections kept open to the replicas (per worker), so a request does not pay a connect.
    '    keepalive 32;',
    // Shorter than the API's own idle timeout (Fastify's 72 s): nginx closes an idle connection
    // first, so it never sends a request on one the replica is closing at that instant.
    '    keepalive_timeout 30s;',
    '    keepalive_requests 10000;',
    '  }',
  ].join('\n');
}

/** Room for a multipart body's other fields and boundaries around a photo of the largest size. */
const MULTIPART_MARGIN_BYTES = 1024 * 1024;

function apiServer(listen: number, uploadMaxBytes: number): string {
  return [
    '  server {',
    `    listen 127.0.0.1:${listen};`,
    // Bodies go to the replica as they arrive (not stored whole on nginx's disk first): the API
    // refuses an upload before reading its body (sign-in, rate limit, eligibility, size) and guards
    // slow bodies itself (408), which buffering would defeat, making a phone send up to 500 MB to
    // nginx before the API could say no. The cost: a body already streaming never moves to another
    // replica, which a POST or PATCH already sent never does anyway (below).
    '    proxy_request_buffering off;',
    // The API's limit plus multipart overhead: the API's own Korean 413 answers every photo over its
    // limit by less than that margin; beyond it nginx refuses what the API would refuse anyway.
    `    client_max_body_size ${uploadMaxBytes + MULTIPART_MARGIN_BYTES};`,
    // Between two reads of a body from the client: the API's slow-body window (SLOW_BODY_WINDOW_MS).
    '    client_body_timeout 10s;',
    '    location / {',
    `      proxy_pass http://${API_UPSTREAM};`,
    // HTTP/1.1 without "Connection: close": what the upstream keepalive needs.
    '      proxy_http_version 1.1;',
    '      proxy_set_header Connection "";',
    '      proxy_set_header Host $host;',
    // nginx is the edge here: the client is its peer, and whatever X-Forwarded-For the client sent is
    // dropped, so the API (TRUST_PROXY=loopback) reads exactly one hop.
    '      proxy_set_header X-Forwarded-For $remote_addr;',
    '      proxy_set_header X-Forwarded-Proto $scheme;',
    // A replica that refuses, drops or times out: the request goes to the next one. nginx re-sends a
    // POST, PATCH or LOCK only when it never reached the dead replica (connect refused); one already
    // sent answers 502, since the replica may have done it. GET, PUT and DELETE are retried even
    // after being sent (HTTP calls them idempotent): a DELETE whose first attempt had committed
    // then answers as a second DELETE does (404).
    // Not http_503: listed, a 503 counts as a failed attempt (max_fails), so a database outage, when
    // every replica answers 503, would mark all of them down and nginx would answer 502 "no live
    // upstreams" instead of the API's Korean 503. A busy replica's 503 carries Retry-After, and the
    // app's queries retry once (shared/api-client's query client).
    '      proxy_next_upstream error timeout http_502;',
    // Loopback or a LAN: a connect that takes 2 s is a replica that is gone or wedged.
    '      proxy_connect_timeout 2s;',
    '    }',
    '  }',
  ].join('\n');
}

export function renderNginxConfig({ modules, api, servers }: NginxConfigInput): string {
  return [
    ...modules.map((module) => `load_module ${module};`),
    'worker_processes auto;',
    // Client and upstream connections both count: 200 phones with a few sockets each, plus the pool.
    'events {',
    '  worker_connections 4096;',
    '}',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  tcp_nopush on;',
    '  server_tokens off;',
    // A client's idle keep-alive socket (nginx's default 75 s, a little shorter).
    '  keepalive_timeout 65s;',
    apiUpstream(api.replicas),
    apiServer(api.listen, api.uploadMaxBytes ?? MAX_PHOTO_BYTES),
    ...servers,
    '}',
    '',
  ].join('\n');
}
