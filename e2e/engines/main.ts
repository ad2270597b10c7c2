// `pnpm test:engines`: the journey (journey.ts) in Chromium, Firefox ESR and WebKitGTK, one after the other
// against one e2e stack started from the production builds, and with WebKit an iPhone's Safari and the
// installed app (iphone.ts). Exit 1 when any engine fails.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { startStack } from '@momentum/stack/stack';
import { iphoneInSafari, iphoneInstalled, IPHONE_SAFARI_UA } from './iphone';
import { journey, type Step } from './journey';
import type { EngineName, Phone } from './phone';
import { PuppeteerPhone } from './puppeteer-phone';
import { report, runJourney, type EngineResult } from './run-journey';
import { WebkitPhone } from './webkit/webkit-phone';

const ENGINES: EngineName[] = ['chromium', 'firefox', 'webkit'];
// --engine NAME (repeatable): only those engines; --screenshot FILE: the iPhone's install offer as a PNG.
const { values } = parseArgs({ options: { engine: { type: 'string', multiple: true }, screenshot: { type: 'string' } } });
const chosen = (values.engine ?? ENGINES) as EngineName[];
for (const engine of chosen) if (!ENGINES.includes(engine)) throw new Error(`--engine: one of ${ENGINES.join(', ')}`);

interface Run {
  label: string;
  launch: () => Promise<Phone>;
  steps: Step[];
}

const nickname = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;
const keepOffer = async (phone: Phone) => {
  if (values.screenshot && phone instanceof WebkitPhone) fs.writeFileSync(values.screenshot, await phone.screenshot());
};
const runs: Run[] = chosen.flatMap((engine): Run[] =>
  engine === 'webkit'
    ? [
        { label: 'webkit', launch: () => WebkitPhone.launch(), steps: journey(nickname('webkit')) },
        { label: 'webkit as Safari on an iPhone', launch: () => WebkitPhone.launch({ userAgent: IPHONE_SAFARI_UA }), steps: iphoneInSafari(nickname('iphone'), keepOffer) },
        {
          label: 'webkit as the installed iPhone app',
          launch: () => WebkitPhone.launch({ userAgent: IPHONE_SAFARI_UA, standalone: true }),
          steps: iphoneInstalled(nickname('installed')),
        },
      ]
    : [{ label: engine, launch: () => PuppeteerPhone.launch(engine), steps: journey(nickname(engine)) }],
);

const started = Date.now();
const stack = await startStack();
const results: EngineResult[] = [];
try {
  for (const run of runs) {
    const phone = await run.launch();
    try {
      results.push({ ...(await runJourney(phone, run.steps)), label: run.label });
    } finally {
      await phone.close();
    }
    console.log(report(results.at(-1)!, run.steps.length));
  }
} finally {
  await stack.stop();
}
console.log(`engines: ${results.map((r) => `${r.label} ${r.passed ? 'passed' : 'FAILED'}`).join(', ')} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(results.every((r) => r.passed) ? 0 : 1);
