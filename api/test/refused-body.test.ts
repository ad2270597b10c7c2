// A body over a size limit is refused before it has arrived; a client that writes it slowly and reads
// only once it has written everything still reads the refusal (src/http/refused-body-drain.ts), on the
// listening server, where a closed socket shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slowRequest } from '../src/http/test-support/slow-writer.js';
import { PHOTO_MESSAGES } from '../src/photos/photo-errors.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { signIn } from './sign-in-helpers.js';

const MB = 1024 * 1024;
const UPLOAD_MAX_BYTES = 256 * 1024;
const BOUNDARY = '----momentum-refused';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES) } });
  token = (await signIn(t, '거절', 'refused@example.com')).accessToken;
});
afterAll(async () => t.close());

describe('a body over the size limit, written slowly', () => {
  it('a 2 MB JSON bucket: reads the 413 and its Korean message, and creates nothing', async () => {
    const answer = await slowRequest({
      url: t.url,
      method: 'POST',
      path: '/api/bucket',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ type: 'ACHIEVEMENT', content: 'x'.repeat(2 * MB) })),
    });
    expect(answer).toEqual({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', message: '요청 크기가 너무 큽니다.' },
      writeError: null,
      readError: null,
    });
    const list = await fetch(`${t.url}/api/bucket/all/achievement`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await list.json()) as { buckets: unknown[] }).buckets).toEqual([]);
  });

  it('a photo over UPLOAD_MAX_BYTES: reads the 413 and the photo message', async () => {
    // A JPEG's first bytes pass the type sniff; the size limit refuses it a quarter of the way in.
    const file = Buffer.alloc(MB, 0x55);
    file.set([0xff, 0xd8, 0xff, 0xe0]);
    const body = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="profileImage"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const answer = await slowRequest({
      url: t.url,
      method: 'PATCH',
      path: '/api/users/profile',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body,
    });
    expect(answer).toEqual({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', message: PHOTO_MESSAGES.tooLarge },
      writeError: null,
      readError: null,
    });
  });
});
