// Shapes the model's answers into what docs/product-spec.md section 5 allows.
import { MOMENT_CONTENT_MAX } from '@momentum/contracts/limits';

/** A draft longer than a year is not a useful suggestion; the user can still type more by hand. */
export const MAX_AI_DURATION_DAYS = 365;
export const STEP_MAX_CHARS = MOMENT_CONTENT_MAX;
/** A word-boundary cut must keep at least this much text, or it loses the step's sense; then we cut hard. */
const MIN_WORD_CUT_CHARS = Math.ceil(STEP_MAX_CHARS / 2);
/** Far longer than a step: an explanation, not a to-do. Cutting it would leave a fragment, so drop it. */
const DROP_ABOVE_CHARS = STEP_MAX_CHARS * 3;

// Small models sometimes answer in weeks or months although asked for days.
const UNIT_DAYS: ReadonlyArray<[RegExp, number]> = [
  [/^(일|days?\b)/i, 1],
  [/^(주|weeks?\b)/i, 7],
  [/^(개월|달|months?\b)/i, 30],
  [/^(년|years?\b)/i, 365],
];

/** First positive number in the answer, in days ('약 30일 정도' → 30, '3개월' → 90); null if none. */
export function parseDurationAnswer(answer: string): number | null {
  const text = answer.replace(/(\d),(?=\d{3})/g, '$1');
  for (const match of text.matchAll(/(-?)(\d+(?:\.\d+)?)\s*/g)) {
    if (match[1] === '-') continue;
    const value = Number(match[2]);
    if (!(value > 0)) continue;
    // '30~60일', '1-2주': the unit stands after the range's second number.
    const rest = text
      .slice((match.index ?? 0) + match[0].length)
      .replace(/^[~\-–]\s*\d+(?:\.\d+)?\s*/, '');
    const factor = UNIT_DAYS.find(([unit]) => unit.test(rest))?.[1] ?? 1;
    const days = Math.ceil(value * factor);
    return Math.min(days, MAX_AI_DURATION_DAYS);
  }
  return null;
}

export function extractStringArray(answer: string): string[] | null {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(answer);
  const text = fenced?.[1] ?? answer;
  const start = text.indexOf('[');
  if (start < 0) return null;
  const end = text.lastIndexOf(']');
  if (end > start) {
    try {
      const parsed: unknown = JSON.parse(text.slice(start, end + 1));
      return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : null;
    } catch {
      return null;
    }
  }
  // No closing bracket: the answer hit max_tokens mid-array. Keep the items that did arrive whole.
  const items: string[] = [];
  for (const m of text.slice(start).matchAll(/"((?:[^"\\]|\\.)*)"\s*(?=,|$)/g)) {
    try {
      items.push(JSON.parse(`"${m[1]}"`) as string);
    } catch {
      // A broken escape: skip this item, keep the rest.
    }
  }
  return items.length > 0 ? items : null;
}

// '1일차:', 'Day 1 -', '[2일차]', '3단계.', 'Step 4)', '5.', '6)', '- ', '• ' … at the start of a step.
// A bare number followed by a unit ('10분 걷기', '1.5km 달리기') is content and stays.
const LEADING_LABEL =
  /^\s*(?:[-*•·]\s*|[[(]?\s*(?:day|step)\s*\d+\s*[\])]?\s*[:.)\-–]?\s*|[[(]?\s*\d+\s*(?:일\s*차|일째|단계|주\s*차|회\s*차|번째)\s*[\])]?\s*[:.)\-–]?\s*|[[(]?\s*\d+\s*일\s*[\])]?\s*[:\-–]\s*|\d+\s*(?:\.(?!\d)|\))\s*|\d+\s*:(?!\d)\s*)/i;

export function stripStepLabel(step: string): string {
  let current = step;
  for (;;) {
    const next = current.replace(LEADING_LABEL, '');
    if (next === current) return current.trim();
    current = next;
  }
}

const chars = (s: string) => Array.from(s);

export function shortenStep(step: string, max = STEP_MAX_CHARS): string | null {
  if (chars(step).length <= max) return step;
  if (chars(step).length > DROP_ABOVE_CHARS) return null;
  let kept = '';
  for (const word of step.split(' ')) {
    const candidate = kept ? `${kept} ${word}` : word;
    if (chars(candidate).length > max) break;
    kept = candidate;
  }
  if (chars(kept).length >= MIN_WORD_CUT_CHARS) return kept;
  return chars(step).slice(0, max).join('').trimEnd();
}

export function shapePlanSteps(raw: readonly string[], count: number): string[] {
  const steps: string[] = [];
  for (const item of raw) {
    const cleaned = stripStepLabel(item.replace(/\s+/g, ' ').replace(/^["'“”‘’]+|["'“”‘’]+$/g, ''));
    if (!cleaned) continue;
    const short = shortenStep(cleaned);
    if (short) steps.push(short);
    if (steps.length === count) break;
  }
  return steps;
}

export function parsePlanAnswer(answer: string, count: number): string[] {
  const items = extractStringArray(answer);
  return items ? shapePlanSteps(items, count) : [];
}
