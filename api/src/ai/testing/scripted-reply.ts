// Deterministic answers for end-to-end runs, so a test can predict what the wizard will show.
import type { FakeMessage } from './fake-openai-server';

export const SCRIPTED_DURATION_DAYS = 30;

/** The steps the scripted plan answer holds for a goal: '<goal, first 10 chars> 실천 k' for k = 1..count. */
export function scriptedSteps(goal: string, count: number): string[] {
  const head = Array.from(goal.trim()).slice(0, 10).join('').trim();
  return Array.from({ length: count }, (_, i) => `${head} 실천 ${i + 1}`);
}

/** Plan requests carry '항목 수: N' (see prompts.ts); everything else is a duration request. */
export function scriptedReply(messages: FakeMessage[]): string {
  const user = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const goal = /목표:\s*(.*)/.exec(user)?.[1] ?? '';
  const count = /항목 수:\s*(\d+)/.exec(user)?.[1];
  if (count === undefined) return String(SCRIPTED_DURATION_DAYS);
  return JSON.stringify(scriptedSteps(goal, Number(count)));
}
