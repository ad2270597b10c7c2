import { request } from 'node:http';

const BOUNDARY = '----momentum-bucket-test-boundary';

/**
 * Sends a PATCH multipart upload of `file` (field `photoUrl`) and drops the connection after
 * `abortAfter` bytes of the body, like a phone losing signal. Resolves once the socket is gone.
 */
export function abortedUpload(url: string, authorization: string, file: Buffer, abortAfter: number): Promise<void> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photoUrl"; filename="proof.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const body = Buffer.concat([head, file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
  return new Promise((resolve) => {
    const req = request(url, {
      method: 'PATCH',
      headers: { authorization, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': body.length },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.on('response', (res) => res.resume());
    req.write(body.subarray(0, abortAfter), () => {
      // Give the server time to start streaming the part to disk before the connection drops.
      setTimeout(() => req.destroy(), 150);
    });
  });
}
