import { request, type Agent } from 'node:http';

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; data: Buffer };

export interface UploadResult {
  status: number;
  body: unknown;
  /** Whether the server announced it will close the connection after answering. */
  closes: boolean;
}

const BOUNDARY = '----momentum-test-boundary-7d1f';

/** The multipart body as a sequence of chunks, the file data cut into network-sized pieces. */
function* formChunks(parts: FormPart[], chunkSize: number): Generator<Buffer> {
  for (const part of parts) {
    const disposition =
      'filename' in part ? `form-data; name="${part.name}"; filename="${part.filename}"` : `form-data; name="${part.name}"`;
    const type = 'filename' in part ? `\r\nContent-Type: ${part.contentType}` : '';
    yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`);
    const data = 'filename' in part ? part.data : Buffer.from(part.value);
    for (let at = 0; at < data.length; at += chunkSize) yield data.subarray(at, at + chunkSize);
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${BOUNDARY}--\r\n`);
}

/**
 * POSTs a streamed (chunked, no Content-Length) multipart body over real HTTP. With abortAfter,
 * the client drops the connection after sending that many bytes, like a phone losing signal.
 */
export function postMultipart(
  url: string,
  parts: FormPart[],
  opts: { abortAfter?: number; chunkSize?: number; contentType?: string } = {},
): Promise<UploadResult | 'aborted'> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { 'content-type': opts.contentType ?? `multipart/form-data; boundary=${BOUNDARY}` },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        const closes = res.headers.connection === 'close';
        resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null, closes });
        req.destroy(); // stop sending the rest of a refused body
      });
    });
    // The server may refuse early and close while we are still sending: only the answer counts.
    req.on('error', (error) => {
      if (!answered) (opts.abortAfter === undefined ? reject : () => resolve('aborted'))(error);
    });

    (async () => {
      let sent = 0;
      for (const chunk of formChunks(parts, opts.chunkSize ?? 16 * 1024)) {
        if (answered || req.destroyed) return;
        if (opts.abortAfter !== undefined && sent + chunk.length > opts.abortAfter) {
          req.destroy();
          resolve('aborted');
          return;
        }
        sent += chunk.length;
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      }
      req.end();
    })().catch(reject);
  });
}

export interface WholeUploadResult extends UploadResult {
  /** The error that ended sending the body (a reset connection), or null when all of it was sent. */
  sendError: string | null;
  /** The local port of the connection the request went over (the same port again = a reused connection). */
  localPort: number;
  /**
   * The error that ended the connection, once it has: the kernel may take the whole body before the
   * server cuts the connection, and then the reset comes after the answer and the sending (null when
   * the connection is still open after `ms`).
   */
  connectionError(ms: number): Promise<string | null>;
}

/**
 * POSTs a multipart body with a Content-Length and keeps sending all of it whatever the server answers
 * meanwhile, as a proxy streaming an upload does; resolves once both the answer and the sending are over.
 */
export function postWholeMultipart(url: string, parts: FormPart[], agent: Agent): Promise<WholeUploadResult> {
  const body = Buffer.concat([...formChunks(parts, 64 * 1024)]);
  return new Promise((resolve, reject) => {
    let answer: UploadResult | null = null;
    let sendError: string | null = null;
    let sent = false;
    let localPort = 0;
    let socketError: string | null = null;
    let socketClosed: Promise<void> = new Promise(() => {});
    const connectionError = (ms: number) =>
      Promise.race([socketClosed, new Promise((r) => setTimeout(r, ms))]).then(() => sendError ?? socketError);
    const settle = () => {
      if (answer && sent) resolve({ ...answer, sendError, localPort, connectionError });
    };
    const req = request(url, {
      method: 'POST',
      agent,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(body.length) },
    });
    req.on('socket', (socket) => {
      // A reset after the request is over reaches the socket alone: keep it rather than let it go uncaught.
      socket.on('error', (error) => (socketError ??= error.message));
      socketClosed = new Promise((r) => socket.once('close', () => r()));
      localPort = socket.localPort ?? 0;
      if (!localPort) socket.once('connect', () => (localPort = socket.localPort ?? 0));
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        answer = { status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null, closes: res.headers.connection === 'close' };
        settle();
      });
    });
    req.on('error', (error) => {
      sendError = error.message;
      sent = true;
      if (answer) settle();
      else reject(error);
    });
    // end's callback also runs when the write fails, with the error, and may come before 'error':
    // take the error from it, or an answer already in would settle as if all was sent.
    req.end(body, (error?: Error | null) => {
      if (error) sendError ??= error.message;
      sent = true;
      settle();
    });
  });
}
