// A client that writes a request body in pieces with pauses and reads the answer only once it has
// written everything, as a proxy or a simple client does: the answer waits in the kernel meanwhile, so
// a server that closes with the body unread makes the kernel's reset discard it before it is read.
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface SlowRequest {
  /** http://host:port of the server (or the proxy in front of it). */
  url: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  /** Bytes per write. Default 64 KB. */
  pieceBytes?: number;
  /** The pause after each write. Default 30 ms. */
  pauseMs?: number;
}

export interface SlowAnswer {
  /** The answer's status, or null when none could be read. */
  status: number | null;
  /** Its JSON body, when one was read whole. */
  body: unknown;
  /** The error that stopped the writing (a reset, a broken pipe), or null when every byte was sent. */
  writeError: string | null;
  /** The error the connection ended with while the answer was read, or null. */
  readError: string | null;
}

/** Bounds only a server that neither answers nor closes; a healthy exchange ends long before. */
const ANSWER_BOUND_MS = 60_000;

export async function slowRequest({ url, method, path, headers, body, pieceBytes = 64 * 1024, pauseMs = 30 }: SlowRequest): Promise<SlowAnswer> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  socket.pause();
  let readError: string | null = null;
  socket.on('error', (error) => (readError ??= error.message));
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const head = Object.entries({ host: `${hostname}:${port}`, 'content-length': String(body.length), ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const write = (data: Buffer | string) =>
    new Promise<string | null>((resolve) => socket.write(data, (error) => resolve(error ? error.message : null)));
  let writeError = await write(`${method} ${path} HTTP/1.1\r\n${head}\r\n`);
  for (let at = 0; at < body.length && !writeError && !socket.destroyed; at += pieceBytes) {
    await sleep(pauseMs);
    writeError = await write(body.subarray(at, at + pieceBytes));
  }
  if (socket.destroyed) writeError ??= readError ?? 'the connection was closed';
  readError = null;
  const received = await readAnswer(socket);
  socket.destroy();
  return { ...parseAnswer(received), writeError, readError };
}

/** Reads until the answer's Content-Length is in, the connection ends, or the bound passes. */
function readAnswer(socket: net.Socket): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    };
    const timer = setTimeout(done, ANSWER_BOUND_MS);
    if (socket.destroyed) return done();
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (isWhole(Buffer.concat(chunks))) done();
    });
    socket.once('close', done);
    socket.resume();
  });
}

function isWhole(received: Buffer): boolean {
  const end = received.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const length = /\r\ncontent-length: *(\d+)/i.exec(received.subarray(0, end).toString('latin1'))?.[1];
  return length !== undefined && received.length >= end + 4 + Number(length);
}

function parseAnswer(received: Buffer): { status: number | null; body: unknown } {
  const status = /^HTTP\/1\.1 (\d{3}) /.exec(received.toString('latin1'))?.[1];
  if (!status || !isWhole(received)) return { status: status ? Number(status) : null, body: null };
  const text = received.subarray(received.indexOf('\r\n\r\n') + 4).toString('utf8');
  try {
    return { status: Number(status), body: JSON.parse(text) };
  } catch {
    return { status: Number(status), body: text };
  }
}
