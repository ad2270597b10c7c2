// Bodies under a JSON content type, as the spec's client sends them on every call (docs/product-spec.md §7):
// an empty one is no body; a body-less route refuses any other; a route with a body reads none as `{}`.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@momentum/contracts';
import { registerErrorHandling } from '../plugins/error-handler.js';
import { implementRoute } from './implement-route.js';
import { acceptEmptyJsonBodies, UNEXPECTED_BODY_MESSAGE } from './json-body.js';

const routes = {
  bodyless: defineRoute({ method: 'PATCH', path: '/bodyless', auth: false, tag: 't', summary: 's', response: z.object({ ok: z.boolean() }) }),
  optional: defineRoute({
    method: 'POST', path: '/optional', auth: false, tag: 't', summary: 's',
    body: z.object({ note: z.string().optional() }), response: z.object({ note: z.string().nullable() }),
  }),
  required: defineRoute({
    method: 'POST', path: '/required', auth: false, tag: 't', summary: 's',
    body: z.object({ content: z.string({ error: '내용을 입력해 주세요.' }) }), response: z.object({ content: z.string() }),
  }),
};

let app: FastifyInstance;
let handled = 0;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  acceptEmptyJsonBodies(app);
  implementRoute(app, routes.bodyless, async () => ((handled += 1), { ok: true }));
  implementRoute(app, routes.optional, async ({ body }) => ((handled += 1), { note: body.note ?? null }));
  implementRoute(app, routes.required, async ({ body }) => ((handled += 1), { content: body.content }));
  await app.ready();
});
afterAll(() => app.close());

const send = async (method: 'PATCH' | 'POST', url: string, payload: string, contentType = 'application/json') => {
  const before = handled;
  const response = await app.inject({ method, url, payload, headers: { 'content-type': contentType } });
  return { status: response.statusCode, body: response.json(), ran: handled > before };
};

describe('JSON bodies', () => {
  it('takes an empty body with a JSON content type on a body-less route, and `{}`', async () => {
    expect(await send('PATCH', '/bodyless', '')).toEqual({ status: 200, body: { ok: true }, ran: true });
    expect(await send('PATCH', '/bodyless', '', 'application/json; charset=utf-8')).toMatchObject({ status: 200 });
    expect(await send('PATCH', '/bodyless', '{}')).toMatchObject({ status: 200 });
  });

  it('refuses any other body on a body-less route, before its handler runs', async () => {
    for (const payload of ['{"x":1}', '[]', 'null', '"text"', '0']) {
      expect(await send('PATCH', '/bodyless', payload), payload).toEqual({
        status: 400,
        body: { code: 'VALIDATION', message: UNEXPECTED_BODY_MESSAGE },
        ran: false,
      });
    }
    expect((await send('PATCH', '/bodyless', 'words', 'text/plain')).status).toBe(400);
  });

  it('reads no body as `{}` where the body is all-optional, and names a missing required field', async () => {
    expect(await send('POST', '/optional', '')).toEqual({ status: 200, body: { note: null }, ran: true });
    expect(await send('POST', '/required', '')).toEqual({ status: 400, body: { code: 'VALIDATION', message: '내용을 입력해 주세요.' }, ran: false });
    expect(await send('POST', '/required', '{"content":"달리기"}')).toMatchObject({ status: 200, body: { content: '달리기' } });
  });

  it('still refuses malformed JSON and prototype poisoning', async () => {
    expect(await send('POST', '/required', '{"content":')).toMatchObject({ status: 400, ran: false });
    expect(await send('POST', '/required', '{"content":"a","__proto__":{"x":1}}')).toMatchObject({ status: 400, ran: false });
  });
});
