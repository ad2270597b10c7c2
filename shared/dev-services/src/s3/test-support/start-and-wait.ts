// A parent for the launcher test: starts s3rver, prints its endpoint, and waits to be killed.
import { startS3Server } from '../s3-server.js';

const server = await startS3Server();
process.stdout.write(`${JSON.stringify({ endpoint: server.endpoint, directory: server.directory })}\n`);
setInterval(() => {}, 60_000);
