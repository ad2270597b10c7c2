// The production static server of the five builds. Files go out through sirv; what is ours is the
// policy around them: cache rules, security headers, files never served, first-visit composition and
// /app-config.json (README.md lists each, ADR 0013).
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
  /** The build folder to serve. */
  root: string;
  /** Unknown paths without a file extension are pages of the shell (client-side routes). */
  spa?: boolean;
  /** Serve /app-config.json generated from `env`. */
  config?: boolean;
  /** Serve /app-config.json from this file, re-read on every request (wins over `config`). */
  configFile?: string | undefined;
  env?: Env;
}

const HTML_TYPE = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';
/**
 * A prerendered page is worth compressing per response (ADR 0007); the bare index.html is too small
 * to be. The page reflects nothing from the request, so compression leaks nothing.
 */
const COMPRESS_PAGES_FROM = 2048;
/**
 * Text files named UTF-8 outright (sirv names the type only): the bundles hold the Korean UI text, and a
 * script's bytes must never be read in whatever encoding the page that loads it happens to have.
 */
const UTF8_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': JSON_TYPE,
  '.txt': TEXT_TYPE,
};
/** The copies the production build writes beside a file (shared/build PrecompressPlugin), best first. */
const PRECOMPRESSED = [
  { suffix: '.br', accepted: (accepts: string) => /(br|brotli)/i.test(accepts) },
  { suffix: '.gz', accepted: (accepts: string) => accepts.includes('gzip') },
];

export function createStaticServer({ root, spa = false, config = false, configFile, env = process.env }: StaticServerOptions): Server {
  const base = path.resolve(root);
  // The config the page will read is the one its CSP allows: the file as it is now, or the env's.
  const pageConfig = (): PageConfig | null => (configFile ? readJson(configFile) : makeAppConfig(env)) as PageConfig | null;
  // The shell's tab pages name the tab's first GETs and hold its screen, as last read from the remote.
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
    // Source maps and build metadata are never served, even when a build left one in the folder.
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
    // A client-side route: a tab with its remote's screen in it (ADR 0009), the build's prerendered
    // page (/login, ADR 0007), else the empty shell (the first visit chooses).
    servePage(req, res, firstVisitResponse({ root: base, pathname, config: pageConfig(), policy: pagePolicy, remoteHints }));
  });

  /** A file through sirv, after answering 304 when the browser already holds the copy sirv would send. */
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

/**
 * An HTML page as the first visit composed it, with its CSP (never a precompressed copy: the body may
 * change per request, so a large page is compressed here).
 */
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

/** The file as it is now (bytes as written, so a malformed config reaches the app's own error screen). */
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

/** A composed no-cache answer (page or config), or 304 when the browser already holds these bytes. */
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

/** Parsed JSON of a file, or null when it is missing or malformed (the CSP then allows only this origin). */
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
