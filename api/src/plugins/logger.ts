// Secrets never reach a log line (credentials redacted, codes, tokens and photo signatures masked in URLs), nor
// user content: errors go through serializeError.
import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config/env.js';
import { serializeError } from '../errors/error-serializer.js';

const SECRET_QUERY = /([?&](?:code|token|access_token|refresh_token|state|sig)=)[^&#]*/gi;

export function maskUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[REDACTED]');
}

export function loggerOptions(level: LogLevel): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'res.headers["x-access-token"]',
        '*.access_token',
        '*.accessToken',
        '*.kakaoAccessToken',
        '*.refresh_token',
        '*.refreshToken',
        '*.password',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      err: (error: unknown) => serializeError(error),
      req(request) {
        return { method: request.method, url: maskUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
