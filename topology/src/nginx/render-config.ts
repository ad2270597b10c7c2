// An nginx.conf of the API replicas behind one upstream on `api.listen` (deploy/nginx/momentum-api.conf),
// and static sites' server blocks (written elsewhere) appended, for api-proxy.test.ts. The dev-services launcher adds its pid, logs and
// temp paths around this text; nothing here names a path nginx writes.
import path from 'node:path';
import { MAX_PHOTO_BYTES } from '@momentum/contracts/limits';
import { REPO_ROOT } from '../repo';

/** The API server's proxy rules (deploy/nginx/momentum-api.conf), which name the upstream below. */
export const API_SNIPPET = path.join(REPO_ROOT, 'deploy', 'nginx', 'momentum-api.conf');

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

/** The upstream's name (the snippet's proxy_pass): one pool of every replica. */
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
    // The API's limit plus multipart overhead: the API's own Korean 413 answers every photo over its
    // limit by less than that margin; beyond it nginx refuses what the API would refuse anyway.
    `    client_max_body_size ${uploadMaxBytes + MULTIPART_MARGIN_BYTES};`,
    // The proxy rules operators ship (docs/deploy.md), by absolute path: this runs the committed file.
    `    include ${API_SNIPPET};`,
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
