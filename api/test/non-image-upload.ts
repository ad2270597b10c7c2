// The rate-limit suites spend the upload budget with a request that reaches the route but is cheap:
// one "photo" part that is not an image (refused with 415 once read; it still counts).
import type { InjectOptions } from 'fastify';

export function nonImageProfileUpload(token: string): InjectOptions {
  const boundary = '----momentum-rate-limit';
  const payload = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="profileImage"; filename="x.jpg"',
    'Content-Type: image/jpeg',
    '',
    'not an image',
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return {
    method: 'PATCH',
    url: '/api/users/profile',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  };
}
