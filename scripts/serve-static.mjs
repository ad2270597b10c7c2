#!/usr/bin/env node
// A dependency-free static server for the production builds:
//   node scripts/serve-static.mjs <dist-dir> <port> [--spa] [--config | --config-file=<file>]
// --spa          unknown paths without a file extension get index.html (the shell's client-side routes)
// --config       serves /app-config.json generated from the environment (scripts/lib/app-config.mjs)
// --config-file  serves /app-config.json from that file, re-read on every request: editing the file
//                repoints a running shell at another remote build (a deploy without a restart)
// Cache policy (docs/architecture.md): entry points no-cache, content-hashed files immutable.
// Never served (scripts/lib/served-files.mjs): source maps and build metadata such as mf-manifest-stats.json.
// Security headers (scripts/lib/security-headers.mjs): every response nosniff, no framing, a strict
// Referrer-Policy; HTML pages a Content-Security-Policy built from the runtime config they will read
// (scripts only from this origin and the configured remotes) and their own inline parts' hashes
// (the same policy a plain static host sends: ADR 0013).
// Which HTML a page request gets, and its policy, is the first visit's: firstVisitResponse of
// @momentum/first-visit (shared/first-visit/README.md walks it end to end).
// Revalidation: every 200 carries an ETag (and files their Last-Modified); a matching If-None-Match
// gets 304 with no body, so a repeat visit does not download unchanged no-cache files again.
import crypto from 'node:crypto';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { makeAppConfig } from './lib/app-config.mjs';
import { createRemoteHintCache, firstVisitResponse } from '@momentum/first-visit/runtime/server';
import { isNeverServed } from './lib/served-files.mjs';
import { BASE_HEADERS, NON_HTML_CSP, pagePolicy, SERVICE_WORKER_CSP, SERVICE_WORKER_PATH } from './lib/security-headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};
const NO_CACHE = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'app-config.json', 'first-screen.json', 'prerendered-screens.json']);
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
/**
 * A prerendered page (17 KB, 4 KB compressed) is worth compressing per response; the bare index.html
 * (under 1 KB) is not. The page reflects nothing from the request, so compression leaks nothing.
 */
const COMPRESS_PAGES_FROM = 2048;

/** Creates the server (exported for tests and for scripts/start.mjs). */
export function createStaticServer({ root, spa = false, config = false, configFile, env = process.env }) {
  const base = path.resolve(root);
  // The config the page will read is the one its CSP allows: the file as it is now, or the env's.
  const pageConfig = configFile ? () => readJson(configFile) : () => makeAppConfig(env);
  // The shell's tab pages preload the tab remote's first chunks and name its first GETs, as last read.
  const remoteHints = spa && (config || configFile) ? createRemoteHintCache() : null;
  if (remoteHints) void remoteHints.warm(Object.values(pageConfig()?.remotes ?? {}));
  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(BASE_HEADERS)) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', NON_HTML_CSP);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', '*');
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    if (configFile && pathname === '/app-config.json') {
      serveConfigFile(req, res, configFile);
      return;
    }
    if (config && pathname === '/app-config.json') {
      send(res, req, 200, TYPES['.json'], 'no-cache', Buffer.from(JSON.stringify(makeAppConfig(env))));
      return;
    }
    // Resolve inside the root only: `..`, encoded slashes and NUL never escape it.
    const file = path.resolve(base, '.' + path.posix.normalize('/' + pathname));
    if (pathname.includes('\0') || (file !== base && !file.startsWith(base + path.sep))) {
      res.writeHead(403).end('Forbidden');
      return;
    }
    // Source maps and build metadata are never served, even when a build left one in the folder.
    if (isNeverServed(pathname)) {
      res.writeHead(404, { 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-cache' }).end('Not found');
      return;
    }
    let target = file;
    if (isFile(target) === false && isFile(path.join(target, 'index.html'))) target = path.join(target, 'index.html');
    if (!isFile(target)) {
      if (!spa || path.extname(pathname)) {
        res.writeHead(404, { 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-cache' }).end('Not found');
        return;
      }
      // A client-side route: a tab with its remote's screen in it (ADR 0009), the build's prerendered
      // page (/login, ADR 0007), else the empty shell (firstVisitResponse chooses).
      servePage(req, res, firstVisitResponse({ root: base, pathname, config: pageConfig(), policy: pagePolicy, remoteHints }));
      return;
    }
    if (path.extname(target).toLowerCase() === '.html') {
      const page = fs.readFileSync(target, 'utf8');
      servePage(req, res, firstVisitResponse({ root: base, pathname, config: pageConfig(), policy: pagePolicy, remoteHints, page }));
    }
    else {
      // The worker's policy says what the worker may fetch: the lock-down of other files would forbid all.
      if (spa && pathname === SERVICE_WORKER_PATH) res.setHeader('Content-Security-Policy', SERVICE_WORKER_CSP);
      serveFile(req, res, target);
    }
  });
}

/**
 * An HTML page as the first visit composed it, with its CSP (never a precompressed copy: the body may
 * change per request, so a large page is compressed here).
 */
function servePage(req, res, { html, csp }) {
  res.setHeader('Content-Security-Policy', csp);
  const body = Buffer.from(html);
  res.setHeader('Vary', 'Accept-Encoding');
  const encoding = body.length >= COMPRESS_PAGES_FROM ? preferredEncoding(req) : null;
  if (encoding === 'br') {
    res.setHeader('Content-Encoding', 'br');
    send(res, req, 200, TYPES['.html'], 'no-cache', zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (encoding === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    send(res, req, 200, TYPES['.html'], 'no-cache', zlib.gzipSync(body));
  } else send(res, req, 200, TYPES['.html'], 'no-cache', body);
}


function preferredEncoding(req) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return 'br';
  if (/\bgzip\b/.test(accepts)) return 'gzip';
  return null;
}

/** Parsed JSON of a file, or null when it is missing or malformed (the CSP then allows only this origin). */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The file as it is now (bytes as written, so a malformed config reaches the app's own error screen). */
function serveConfigFile(req, res, file) {
  let body;
  try {
    body = fs.readFileSync(file);
  } catch {
    res.writeHead(404, { 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-cache' }).end('Not found');
    return;
  }
  send(res, req, 200, TYPES['.json'], 'no-cache', body);
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function cacheControl(name) {
  if (NO_CACHE.has(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

function serveFile(req, res, file) {
  const name = path.basename(file);
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const accepts = String(req.headers['accept-encoding'] ?? '');
  res.setHeader('Vary', 'Accept-Encoding');
  // Precompressed siblings written by the production build (shared/build PrecompressPlugin).
  for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']]) {
    if (new RegExp(`\\b${encoding}\\b`).test(accepts) && isFile(file + ext)) {
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Last-Modified', fs.statSync(file + ext).mtime.toUTCString());
      send(res, req, 200, type, cacheControl(name), fs.readFileSync(file + ext));
      return;
    }
  }
  res.setHeader('Last-Modified', fs.statSync(file).mtime.toUTCString());
  send(res, req, 200, type, cacheControl(name), fs.readFileSync(file));
}

/**
 * The answer, or 304 when the browser already holds these bytes. The ETag is a digest of the bytes
 * sent (each encoding has its own), so it is right across restarts and replicas, unlike one made of
 * a file's modification time.
 */
function send(res, req, status, type, cache, body) {
  const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const headers = { 'Content-Type': type, 'Cache-Control': cache, ETag: etag };
  if (status === 200 && matchesEtag(req.headers['if-none-match'], etag)) {
    res.removeHeader('Content-Encoding');
    res.writeHead(304, { 'Cache-Control': cache, ETag: etag }).end();
    return;
  }
  res.writeHead(status, { ...headers, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** If-None-Match: `*`, or a list of tags, weak (W/) or strong, compared weakly as RFC 9110 says. */
function matchesEtag(header, etag) {
  if (typeof header !== 'string') return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

// CLI entry
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const [root, port] = args.filter((a) => !a.startsWith('--'));
  if (!root || !port) {
    console.error('usage: node scripts/serve-static.mjs <dist-dir> <port> [--spa] [--config | --config-file=<file>]');
    process.exit(2);
  }
  if (!isFile(path.join(root, 'index.html')) && !isFile(path.join(root, 'mf-manifest.json'))) {
    console.error(`serve-static: ${root} has no build (run pnpm build first)`);
    process.exit(1);
  }
  const configFile = args.find((a) => a.startsWith('--config-file='))?.slice('--config-file='.length);
  const server = createStaticServer({ root, spa: args.includes('--spa'), config: args.includes('--config'), configFile });
  server.listen(Number(port), () => console.log(`serving ${root} on http://localhost:${port}`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
