// dist/main.js: refuses a Node older than the one the server's bundle (dist/server.js) is built for, which
// may not even parse there, before loading it. Built for old Nodes (scripts/build.mjs), so no top-level await.
declare const BUILT_FOR_NODE_MAJOR: number;

const running = process.versions.node;
if (Number(running.split('.')[0]) < BUILT_FOR_NODE_MAJOR) {
  console.error(`Momentum API needs Node.js ${BUILT_FOR_NODE_MAJOR} or newer; this is ${running}.`);
  process.exit(1);
} else {
  // A rejection ends the process with its error, as a failed static import would.
  void import('./main.js');
}
