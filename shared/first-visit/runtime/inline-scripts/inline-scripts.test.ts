// The texts the build made from the inline scripts' sources: ES5, as they run before any polyfill in
// whatever browser opened the page. Their behaviour is tested beside each source, on these texts.
import { describe, expect, it } from 'vitest';
import { transformSync } from 'esbuild';
import { answerText } from './first-answers';
import { KNOWN_INLINE_SCRIPTS } from '../../page-contract/inline-scripts';

describe('the inline scripts as built', () => {
  it.each(KNOWN_INLINE_SCRIPTS.map((text) => [text.slice(0, 40), text]))('%s… is ES5: nothing to lower for an ES5 browser', (_, text) => {
    // esbuild refuses or rewrites any syntax newer than its target; it leaves ES5 as it is.
    expect(transformSync(text, { target: 'es5' }).code).toBe(transformSync(text, { target: 'esnext' }).code);
  });

  it('are six distinct texts, none empty', () => {
    expect(new Set(KNOWN_INLINE_SCRIPTS).size).toBe(6);
    for (const text of KNOWN_INLINE_SCRIPTS) expect(text.length).toBeGreaterThan(20);
  });
});

describe('answerText (first-answers)', () => {
  it("fills each {field} from the answer's numbers and strings", () => {
    expect(answerText('오늘은 작심 {consecutiveDays}일', { consecutiveDays: 12 })).toBe('오늘은 작심 12일');
    expect(answerText('{a}/{b}', { a: 'x', b: 0 })).toBe('x/0');
  });

  it('gives nothing for a missing or odd field, or an empty text', () => {
    expect(answerText('작심 {consecutiveDays}일', {})).toBeNull();
    expect(answerText('작심 {consecutiveDays}일', { consecutiveDays: null })).toBeNull();
    expect(answerText('작심 {consecutiveDays}일', { consecutiveDays: { n: 1 } })).toBeNull();
    expect(answerText('', { consecutiveDays: 1 })).toBeNull();
  });
});
