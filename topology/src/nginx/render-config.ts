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
    // nginx reads a whole request body before it picks a replica (proxy_request_buffering, on by
    // default), in memory or in a temp file. Streamed instead, an upload the API refuses before
    // reading it (401, 413, 429: it answers and closes) often reached the client as nginx's 502,
    // since nginx was still writing the body when the replica closed (README.md, "Uploads").
    // Buffered, the API's own answer arrives. Buffering also keeps slow phones
    // on nginx, which holds an idle connection for almost nothing, instead of on a replica.
    // The limit is the API's plus multipart overhead, so the API's Korean 413 answers every photo
    // over the limit by less than that margin and nginx never stores more than the API would read.
    `    client_max_body_size ${uploadMaxBytes + MULTIPART_MARGIN_BYTES};`,
    // Between two reads of a body: the API's slow-body window (SLOW_BODY_WINDOW_MS), now nginx's job.
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
