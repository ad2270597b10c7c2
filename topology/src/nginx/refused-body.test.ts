// A body refused before it has arrived, through real nginx in front of the compiled API: a client that
// writes in pieces and reads only once it has written everything reads the API's Korean 413 (a JSON body
// over the API's limit, a photo over UPLOAD_MAX_BYTES) or, over nginx's own limit, nginx's in its words.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { slowRequest, type SlowRequest } from '@momentum/api/test-support/slow-writer';
import { freePort, startNginx, type NginxServer } from '@momentum/dev-services';
import { HttpClient, newUsers, signIn } from '@momentum/stack/load';
import { startApiReplicas, type ApiReplicas } from '../api-replicas';
import { renderNginxConfig } from './render-config';

const MB = 1024 * 1024;
/** nginx's limit is this and 1 MB: the API's 1 MB JSON limit and this are both reached below it. */
const UPLOAD_MAX_BYTES = MB;
const APP_ORIGIN = 'http://localhost:3000';
const BOUNDARY = '----momentum-refused';

let replicas: ApiReplicas;
let nginx: NginxServer;
let url: string;
let token: string;

before(async () => {
  const listen = await freePort();
  url = `http://127.0.0.1:${listen}`;
  // One replica on PGlite is enough: what is tested is the connection, not the database.
  replicas = await startApiReplicas({
    ports: [await freePort()],
    services: {},
    publicUrl: url,
    appOrigins: APP_ORIGIN,
    env: { UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES) },
  });
  nginx = await startNginx({
    config: renderNginxConfig({ modules: [], api: { listen, replicas: replicas.ports, uploadMaxBytes: UPLOAD_MAX_BYTES }, servers: [] }),
  });
  const [user] = newUsers(1, `refused-${Date.now()}`);
  await signIn(user!, { client: new HttpClient(url), appOrigin: APP_ORIGIN });
  token = user!.token!;
});

after(async () => {
  await nginx?.destroy();
  await replicas?.stopAll();
});

function photoForm(fileBytes: number): Buffer {
  // A JPEG's first bytes pass the API's type sniff: only the size refuses it.
  const file = Buffer.alloc(fileBytes, 0x55);
  file.set([0xff, 0xd8, 0xff, 0xe0]);
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="profileImage"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const photoHeaders = () => ({ authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` });

/**
 * Sends `request` `times` times and counts the answers by status, message and error. 16 KB pieces with
 * 1 ms pauses keep nginx writing to the API when the API answers: a reset from the API then lost the
 * answer in about one request in six (502).
 */
async function refusals(times: number, request: Omit<SlowRequest, 'url' | 'pieceBytes' | 'pauseMs'>): Promise<Record<string, number>> {
  const tally: Record<string, number> = {};
  for (let i = 0; i < times; i += 1) {
    const answer = await slowRequest({ ...request, url, pieceBytes: 16 * 1024, pauseMs: 1 });
    const message = (answer.body as { message?: string } | null)?.message ?? JSON.stringify(answer.body);
    const key = [answer.status, message, answer.writeError, answer.readError].filter((part) => part !== null).join(' ');
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
}

const TIMES = 30;

test("a JSON body over the API's 1 MB limit: the API's 413 and Korean message, every time", { timeout: 180_000 }, async () => {
  const body = Buffer.from(JSON.stringify({ type: 'ACHIEVEMENT', content: 'x'.repeat(1.5 * MB) }));
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  assert.deepEqual(await refusals(TIMES, { method: 'POST', path: '/api/bucket', headers, body }), { '413 요청 크기가 너무 큽니다.': TIMES });
});

test('a photo over UPLOAD_MAX_BYTES: the API\'s 413 and photo message, every time', { timeout: 180_000 }, async () => {
  const request = { method: 'PATCH', path: '/api/users/profile', headers: photoHeaders(), body: photoForm(1.5 * MB) };
  assert.deepEqual(await refusals(TIMES, request), { '413 500MB 이하의 이미지만 업로드할 수 있습니다.': TIMES });
});

test("a body over nginx's own limit written slowly: nginx's 413 in the API's shape and words", { timeout: 120_000 }, async () => {
  const answer = await slowRequest({ url, method: 'PATCH', path: '/api/users/profile', headers: photoHeaders(), body: photoForm(3 * MB) });
  assert.deepEqual(answer, {
    status: 413,
    body: { message: '요청 크기가 너무 큽니다.', code: 'PAYLOAD_TOO_LARGE' },
    writeError: null,
    readError: null,
  });
});
