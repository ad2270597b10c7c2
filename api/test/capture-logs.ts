// The production logger (loggerOptions) at its most verbose level, writing into an array of lines
// instead of stdout, for tests that search what the API logs.
import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import { loggerOptions } from '../src/plugins/logger.js';

export interface CapturedLogs {
  /** Every JSON line logged so far. */
  lines: string[];
  /** Pass as buildTestApp({ logger }). */
  logger: FastifyServerOptions['logger'];
}

export function captureLogs(): CapturedLogs {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: { ...(loggerOptions('trace') as object), stream } as FastifyServerOptions['logger'] };
}
