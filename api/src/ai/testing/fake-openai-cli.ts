// Starts the fake AI for end-to-end runs; point the API at it with OPENAI_BASE_URL=<printed url>.
//   pnpm exec tsx src/ai/testing/fake-openai-cli.ts --port 4010          scripted Korean answers
//   pnpm exec tsx src/ai/testing/fake-openai-cli.ts --port 4010 --fail   every call answers HTTP 500
import { parseArgs } from 'node:util';
import { startFakeOpenAi } from './fake-openai-server';
import { scriptedReply } from './scripted-reply';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    fail: { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be 0..65535, got ${values.port}`);
  process.exit(2);
}

const fake = await startFakeOpenAi({
  port,
  host: values.host,
  reply: (messages) => (values.fail ? { status: 500, message: 'scripted failure' } : scriptedReply(messages)),
});
console.log(`fake OpenAI listening at ${fake.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
