// Runs s3rver in its own process (started by s3-server.ts), so a test talks to it over HTTP the way
// the API talks to a real store, and its request handling never shares the test's event loop.
// argv: <directory> <bucket> [port]. Prints one JSON line `{"port":…}` once it listens on 127.0.0.1.
import { rmSync } from 'node:fs';
import S3rver from 's3rver';

const [directory, bucket, port = '0'] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  // 0: the operating system picks a free port (no race); a given port is a restart taking its own back.
  port: Number(port),
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});

server.run().then(
  (address) => process.stdout.write(`${JSON.stringify({ port: address.port })}\n`),
  (error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exit(1);
  },
);

// The parent holds our stdin open: when it goes away, even by SIGKILL, stdin ends and so do we, taking
// the folder with us (the parent's own clean-up cannot run after a SIGKILL).
process.stdin.on('end', () => {
  rmSync(directory, { recursive: true, force: true });
  process.exit(0);
});
process.stdin.resume();
