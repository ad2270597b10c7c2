// Registered before any app plugin or route (fastify/demo order).
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config/env.js';
import { ACCESS_TOKEN_HEADER } from '../http/access-token-header.js';
import { registerRateLimits, type RateLimitBackend } from './rate-limits.js';

export async function registerExternalPlugins(app: FastifyInstance, config: AppConfig, rateLimits: RateLimitBackend): Promise<void> {
  await app.register(cookie);
  await app.register(cors, {
    origin: config.appOrigins,
    credentials: true,
    // The browser may read a renewed access token only if CORS exposes the header.
    exposedHeaders: [ACCESS_TOKEN_HEADER],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
  const https = config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    // Over plain http (local runs) HSTS and upgrade-insecure-requests would break /docs and sign-in.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Photos and the default avatar are loaded by the apps' <img> tags from other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: {
      directives: {
        // The /docs reference (swagger-ui) loads its own scripts and inline styles and images.
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'validator.swagger.io'],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
  });
  // Opt-in per route (`config.rateLimit`: implementRoute adds it on /auth/* and /oauth/*) or per limiter.
  await registerRateLimits(app, rateLimits);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Momentum API', version: '0.1.0', description: '모멘텀 API. 오류는 항상 `{ message, code }` 입니다.' },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
}
