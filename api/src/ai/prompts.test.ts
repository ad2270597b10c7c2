import { describe, expect, it } from 'vitest';
import { shapePlanSteps } from './answer-rules';
import { SAMPLE_PLANS, durationMessages, planMessages } from './prompts';

describe('prompts', () => {
  it('the sample plans obey the rules they teach (≤ 20 characters, no labels)', () => {
    for (const { steps } of SAMPLE_PLANS) expect(shapePlanSteps(steps, steps.length)).toEqual(steps);
  });

  it('put the goal in the user message and the rules in the system message', () => {
    expect(durationMessages('책 읽기').map((m) => m.role)).toEqual(['system', 'user']);
    const [system, user] = planMessages('책 읽기', 7);
    expect(system?.content).toContain('정확히 7개');
    expect(system?.content).not.toContain('책 읽기');
    expect(user?.content).toBe('목표: 책 읽기\n항목 수: 7');
  });
});
