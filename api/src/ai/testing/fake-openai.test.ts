import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createOpenAiService } from '../ai-service';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai-server';
import { SCRIPTED_DURATION_DAYS, scriptedReply, scriptedSteps } from './scripted-reply';

const quiet = { warn: () => {} };
let fake: FakeOpenAi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('startFakeOpenAi', () => {
  it('answers under /v1 and at the root, and 404s anything else', async () => {
    fake = await startFakeOpenAi({ reply: () => 'ok' });
    const root = fake.url.replace(/\/v1$/, '');
    for (const path of ['/v1/chat/completions', '/chat/completions']) {
      const res = await fetch(root + path, { method: 'POST', body: JSON.stringify({ model: 'x', messages: [] }) });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ object: 'chat.completion', choices: [{ message: { content: 'ok' } }] });
    }
    expect((await fetch(`${root}/v1/models`)).status).toBe(404);
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/chat/completions', '/chat/completions']);
  });

  it('closes promptly even while a delayed answer is pending', async () => {
    fake = await startFakeOpenAi({ reply: () => ({ delayMs: 10_000 }) });
    const pending = fetch(`${fake.url}/chat/completions`, { method: 'POST', body: '{}' }).catch(() => 'aborted');
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await fake.close();
    fake = undefined;
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await pending).toBe('aborted');
  });
});

describe('scripted reply (the end-to-end AI)', () => {
  it('answers the duration with a fixed number and the plan with N predictable steps', async () => {
    fake = await startFakeOpenAi({ reply: scriptedReply });
    const ai = createOpenAiService({ apiKey: 'k', baseURL: fake.url, model: 'm', timeoutMs: 2_000, logger: quiet });
    expect(await ai.estimateDuration('매일 운동하기')).toBe(SCRIPTED_DURATION_DAYS);
    const goal = '아주 긴 목표 이름으로 하루 한 시간씩 공부하기';
    expect(await ai.planSteps(goal, 100)).toEqual(scriptedSteps(goal, 100));
    expect(scriptedSteps(goal, 100)).toHaveLength(100);
    for (const step of scriptedSteps(goal, 100)) expect(Array.from(step).length).toBeLessThanOrEqual(20);
  });

  it('the CLI serves the scripted answers on the given port', async () => {
    const cli = fileURLToPath(new URL('./fake-openai-cli.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          const match = /listening at (\S+)/.exec(chunk.toString());
          if (match?.[1]) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`CLI exited with ${code}`)));
      });
      const ai = createOpenAiService({ apiKey: 'k', baseURL: url, model: 'm', timeoutMs: 5_000, logger: quiet });
      expect(await ai.planSteps('책 읽기', 2)).toEqual(['책 읽기 실천 1', '책 읽기 실천 2']);
    } finally {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    }
  });
});
