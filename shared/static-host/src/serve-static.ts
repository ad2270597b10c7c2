// The production static server of the five builds: files go out through sirv, ours is the policy around them (README.md, ADR 0013).
import fs from 'node:fs';
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import sirv from 'sirv';
import { makeAppConfig, type Env } from './app-config.js';
import { cacheControlFor, NO_CACHE } from './cache-rules.js';
import { createRemoteHintCache, firstVisitResponse, type PageConfig } from '@momentum/first-visit/server';
import { bodyEtag, fileEtag, matchesEtag } from './revalidation.js';
import { BASE_HEADERS, NON_HTML_CSP, pagePolicy, SERVICE_WORKER_CSP, SERVICE_WORKER_PATH } from './security-headers.js';
import { isNeverServed } from './served-files.js';

export interface StaticServerOptions {
  root: string;
  spa?: boolean;
  config?: boolean;
  configFile?: string | undefined;
  env?: Env;
}

const HTML_TYPE = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';
// A prerendered page is worth compressing per response (ADR 0007); it reflects nothing from the request, so this leaks nothing.
const COMPRESS_PAGES_FROM = 2048;
// Named UTF-8 outright: the bundles hold Korean text, which must not be read in the encoding of whatever page loads them.
const UTF8_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': JSON_TYPE,
  '.txt': TEXT_TYPE,
};
const PRECOMPRESSED = [
  { suffix: '.br', accepted: (accepts: string) => /(br|brotli)/i.test(accepts) },
  { suffix: '.gz', accepted: (accepts: string) => accepts.includes('gzip') },
];

export function createStaticServer({ root, spa = false, config = false, configFile, env = process.env }: StaticServerOptions): Server {
  const base = path.resolve(root);
  // The config the page will read is the one its CSP allows: the file as it is now, or the env's.
  const pageConfig = (): PageConfig | null => (configFile ? readJson(configFile) : makeAppConfig(env)) as PageConfig | null;
  const remoteHints = spa && (config || configFile) ? createRemoteHintCache() : null;
  if (remoteHints) void remoteHints.warm(Object.values(pageConfig()?.remotes ?? {}));
  const files = sirv(base, {
    // Each file is looked up when it is asked for: a deploy that replaces files in place is served at once.
    dev: true,
    // Our own tags (setHeaders): sirv's would be compared byte for byte, and left out of its 304s.
    etag: false,
    brotli: true,
    gzip: true,
    // A page is never found by a guessed `.html`: pages are composed here (their CSP, a tab's screen).
    extensions: [],
    setHeaders(res, pathname, stats) {
      res.setHeader('Cache-Control', cacheControlFor(path.posix.basename(pathname)));
      res.setHeader('ETag', fileEtag(stats));
      const utf8Type = UTF8_TYPES[path.extname(pathname).toLowerCase()];
      if (utf8Type) res.setHeader('Content-Type', utf8Type);
      // The worker's policy says what the worker may fetch: the lock-down of other files would forbid all.
      if (spa && pathname === SERVICE_WORKER_PATH) res.setHeader('Content-Security-Policy', SERVICE_WORKER_CSP);
    },
  });

  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(BASE_HEADERS)) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', NON_HTML_CSP);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', '*');
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    if (pathname === '/app-config.json' && configFile) {
      serveConfigFile(req, res, configFile);
      return;
    }
    if (pathname === '/app-config.json' && config) {
      send(req, res, JSON_TYPE, Buffer.from(JSON.stringify(makeAppConfig(env))));
      return;
    }
    // Resolve inside the root only: `..`, encoded slashes and NUL never escape it.
    const file = path.resolve(base, '.' + path.posix.normalize('/' + pathname));
    if (pathname.includes('\0') || (file !== base && !file.startsWith(base + path.sep))) {
      res.writeHead(403).end('Forbidden');
      return;
    }
    if (isNeverServed(pathname)) {
      notFound(res);
      return;
    }
    const stats = statOf(file);
    const page = stats?.isDirectory() ? path.join(file, 'index.html') : stats?.isFile() && path.extname(file).toLowerCase() === '.html' ? file : null;
    if (page !== null && statOf(page)?.isFile()) {
      servePage(req, res, firstVisitResponse({ root: base, pathname, config: pageConfig(), policy: pagePolicy, remoteHints, page: fs.readFileSync(page, 'utf8') }));
      return;
    }
    if (stats?.isFile()) {
      serveFile(req, res, file, () => notFound(res));
      return;
    }
    if (!spa || path.extname(pathname)) {
      notFound(res);
      return;
    }
    servePage(req, res, firstVisitResponse({ root: base, pathname, config: pageConfig(), policy: pagePolicy, remoteHints }));
  });

  function serveFile(req: IncomingMessage, res: ServerResponse, file: string, next: () => void): void {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const copy = PRECOMPRESSED.find(({ suffix, accepted }) => accepted(accepts) && statOf(file + suffix)?.isFile());
    const sent = statOf(copy ? file + copy.suffix : file);
    if (sent && matchesEtag(req.headers['if-none-match'], fileEtag(sent))) {
      const name = path.basename(file);
      res.writeHead(304, { 'Cache-Control': cacheControlFor(name), ETag: fileEtag(sent), Vary: 'Accept-Encoding' }).end();
      return;
    }
    files(req, res, next);
  }
}

/** Never a precompressed copy: the body may change per request, so a large page is compressed here. */
function servePage(req: IncomingMessage, res: ServerResponse, { html, csp }: { html: string; csp: string }): void {
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('Vary', 'Accept-Encoding');
  const body = Buffer.from(html);
  const encoding = body.length >= COMPRESS_PAGES_FROM ? preferredEncoding(req) : null;
  if (encoding === 'br') {
    res.setHeader('Content-Encoding', 'br');
    send(req, res, HTML_TYPE, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (encoding === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    send(req, res, HTML_TYPE, zlib.gzipSync(body));
  } else send(req, res, HTML_TYPE, body);
}

function preferredEncoding(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return 'br';
  if (/\bgzip\b/.test(accepts)) return 'gzip';
  return null;
}

/** Bytes as written, so a malformed config reaches the app's own error screen. */
function serveConfigFile(req: IncomingMessage, res: ServerResponse, file: string): void {
  let body: Buffer;
  try {
    body = fs.readFileSync(file);
  } catch {
    notFound(res);
    return;
  }
  send(req, res, JSON_TYPE, body);
}

function send(req: IncomingMessage, res: ServerResponse, type: string, body: Buffer): void {
  const etag = bodyEtag(body);
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.removeHeader('Content-Encoding');
    res.writeHead(304, { 'Cache-Control': NO_CACHE, ETag: etag }).end();
    return;
  }
  res.writeHead(200, { 'Content-Type': type, 'Cache-Control': NO_CACHE, ETag: etag, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': TEXT_TYPE, 'Cache-Control': NO_CACHE }).end('Not found');
}

/** Null when missing or malformed: the CSP then allows only this origin. */
function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function statOf(file: string): fs.Stats | null {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
}
