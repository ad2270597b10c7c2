// A local OpenAI-compatible chat-completions server for tests and end-to-end runs: the real `openai`
// client talks to it over HTTP, so headers, timeouts and error statuses are exercised for real.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeMessage {
  role: string;
  content: string;
}

/** Text answers 200; `{status}` answers that HTTP error; `{delayMs}` waits first (then `content` or ''). */
type FakeReply = string | { status: number; message?: string } | { delayMs: number; content?: string };

interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body (model, messages, max_tokens, temperature, …). */
  body: Record<string, unknown>;
}

export interface FakeOpenAi {
  /** Base URL to give the client, e.g. `http://127.0.0.1:54321/v1`. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export interface FakeOpenAiOptions {
  reply: (messages: FakeMessage[], body: Record<string, unknown>) => FakeReply | Promise<FakeReply>;
  /** Default 0: any free port. */
  port?: number;
  host?: string;
}

const CHAT_PATHS = new Set(['/v1/chat/completions', '/chat/completions']);

export async function startFakeOpenAi(options: FakeOpenAiOptions): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let served = 0;

  const server = http.createServer(async (req, res) => {
    try {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      if (req.method !== 'POST' || !CHAT_PATHS.has(path)) {
        return sendJson(res, 404, errorBody(`No route ${req.method} ${path}`, 'not_found'));
      }
      const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      requests.push({ method: req.method, path, headers: req.headers, body });
      const messages = Array.isArray(body.messages) ? (body.messages as FakeMessage[]) : [];
      const reply = await options.reply(messages, body);
      if (typeof reply === 'string') return sendJson(res, 200, completion(reply, body, ++served));
      if ('status' in reply) {
        return sendJson(res, reply.status, errorBody(reply.message ?? 'fake failure', 'server_error'));
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) sendJson(res, 200, completion(reply.content ?? '', body, ++served));
      }, reply.delayMs);
      timers.add(timer);
      res.on('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
    } catch (error) {
      sendJson(res, 400, errorBody(error instanceof Error ? error.message : 'bad request', 'invalid_request_error'));
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { address, port } = server.address() as AddressInfo;

  return {
    url: `http://${address}:${port}/v1`,
    requests,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // Clients that timed out may still hold keep-alive sockets; close() alone would wait for them.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: http.ServerResponse, status: number, payload: unknown): void {
  const text = JSON.stringify(payload);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function errorBody(message: string, type: string) {
  return { error: { message, type, param: null, code: null } };
}

/** The `chat.completion` object as OpenAI returns it. */
function completion(content: string, body: Record<string, unknown>, n: number) {
  return {
    id: `chatcmpl-fake-${n}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: typeof body.model === 'string' ? body.model : 'fake-model',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}
