// `pnpm test:engines`: the journey (journey.ts) in Chromium, Firefox ESR and WebKitGTK, one after the
// other against one e2e stack started from the production builds. Exit 1 when any engine fails.
// `--engine webkit` (repeatable) runs only those.
import { parseArgs } from 'node:util';
import { startStack } from '../fixtures/stack';
import { journey } from './journey';
import type { EngineName, Phone } from './phone';
import { PuppeteerPhone } from './puppeteer-phone';
import { report, runJourney, type EngineResult } from './run-journey';
import { WebkitPhone } from './webkit/webkit-phone';

const ENGINES: EngineName[] = ['chromium', 'firefox', 'webkit'];
const { values } = parseArgs({ options: { engine: { type: 'string', multiple: true } } });
const chosen = (values.engine ?? ENGINES) as EngineName[];
for (const engine of chosen) if (!ENGINES.includes(engine)) throw new Error(`--engine: one of ${ENGINES.join(', ')}`);

const launch = (engine: EngineName): Promise<Phone> => (engine === 'webkit' ? WebkitPhone.launch() : PuppeteerPhone.launch(engine));

const started = Date.now();
const stack = await startStack();
const results: EngineResult[] = [];
try {
  for (const engine of chosen) {
    const steps = journey(`${engine}-${Date.now().toString(36)}`);
    const phone = await launch(engine);
    try {
      results.push(await runJourney(phone, steps));
    } finally {
      await phone.close();
    }
    console.log(report(results.at(-1)!, steps.length));
  }
} finally {
  await stack.stop();
}
console.log(`engines: ${results.map((r) => `${r.engine} ${r.passed ? 'passed' : 'FAILED'}`).join(', ')} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(results.every((r) => r.passed) ? 0 : 1);
