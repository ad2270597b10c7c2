// Runs the journey's steps on one phone, step by step: a step fails on its own error or on any
// problem the engine reported while it ran (a JavaScript error, a console error, a CSP violation).
import type { Step } from './journey';
import type { EngineName, Phone } from './phone';

/** How each engine reports a request that the offline switch refused (expected in an offline step). */
const OFFLINE_REFUSAL = /ERR_INTERNET_DISCONNECTED|NS_ERROR_OFFLINE|NetworkError|Failed to fetch|network error|CORS request did not succeed/i;

interface StepResult {
  name: string;
  ms: number;
  /** Null when it passed. */
  failure: string | null;
  skipped?: string;
}

export interface EngineResult {
  engine: EngineName;
  /** The engine, and how it presents itself where that differs (an iPhone's user agent). */
  label: string;
  steps: StepResult[];
  passed: boolean;
}

export async function runJourney(phone: Phone, steps: Step[]): Promise<EngineResult> {
  const results: StepResult[] = [];
  for (const step of steps) {
    if (step.offline && !phone.setOffline) {
      results.push({ name: step.name, ms: 0, failure: null, skipped: 'no network emulation in WebDriver classic' });
      continue;
    }
    const before = phone.problems().length;
    const started = Date.now();
    let failure: string | null = null;
    try {
      await step.run(phone);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    // Console lines arrive asynchronously: give the last ones of the step a moment to land.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const problems = phone.problems().slice(before).filter((line) => !(step.offline && OFFLINE_REFUSAL.test(line)));
    if (problems.length > 0) failure = [failure, ...problems].filter(Boolean).join('\n    ');
    results.push({ name: step.name, ms: Date.now() - started, failure });
    if (failure) break;
  }
  return { engine: phone.engine, label: phone.engine, steps: results, passed: results.length === steps.length && results.every((r) => r.failure === null) };
}

/** The per-engine lines the run prints. */
export function report(result: EngineResult, total: number): string {
  const lines = [`${result.label}: ${result.passed ? 'PASSED' : 'FAILED'} (${result.steps.filter((s) => !s.failure && !s.skipped).length}/${total} steps)`];
  for (const step of result.steps) {
    const state = step.failure ? 'FAIL' : step.skipped ? 'skip' : 'ok  ';
    lines.push(`  ${state} ${step.name.padEnd(34)} ${step.skipped ? `(${step.skipped})` : `${(step.ms / 1000).toFixed(1)} s`}`);
    if (step.failure) lines.push(`    ${step.failure}`);
  }
  return lines.join('\n');
}
