// @vitest-environment jsdom
// FirstAnswer writes its text once: the page's script fills the template it renders into the same text
// React renders for the same answer.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { answerText } from '../inline-scripts/first-answers';
import { answerTemplate, FirstAnswer, type AnswerState } from './first-answer';
import { FIRST_ANSWER_ATTRIBUTE, FIRST_ANSWER_TEXT_ATTRIBUTE } from '../../page-contract/page-marks';

type Streak = { success: boolean; consecutiveDays: number; since?: string };
const streak = (state: AnswerState<Streak>) =>
  state.isPending ? '로딩 중...' : state.isError || !state.data?.success ? '데이터 로드 실패' : `오늘은 작심 ${state.data.consecutiveDays}일`;
const since = (state: AnswerState<Streak>) => (state.data?.success ? `${state.data.since}부터 ${state.data.consecutiveDays}일` : '');

function rendered(query: AnswerState<Streak>) {
  const html = renderToString(<FirstAnswer as="h1" path="/api/home/consecutiveDays" query={query} render={streak} aria-live="polite" />);
  return new DOMParser().parseFromString(html, 'text/html').querySelector('h1')!;
}

describe('FirstAnswer', () => {
  it("marks the element with the GET and the text template, busy while the query is pending, with render's text", () => {
    const heading = rendered({ isPending: true, isError: false });
    expect(heading.getAttribute(FIRST_ANSWER_ATTRIBUTE)).toBe('/api/home/consecutiveDays');
    expect(heading.getAttribute(FIRST_ANSWER_TEXT_ATTRIBUTE)).toBe('오늘은 작심 {consecutiveDays}일');
    expect(heading.getAttribute('aria-busy')).toBe('true');
    expect(heading.getAttribute('aria-live')).toBe('polite');
    expect(heading.textContent).toBe('로딩 중...');
    const done = rendered({ isPending: false, isError: false, data: { success: true, consecutiveDays: 3 } });
    expect([done.getAttribute('aria-busy'), done.textContent]).toEqual(['false', '오늘은 작심 3일']);
  });

  it("gives the page's script a template it fills into the text React renders for the same answer", () => {
    for (const render of [streak, since]) {
      for (const data of [{ success: true, consecutiveDays: 1, since: '11월' }, { success: true, consecutiveDays: 42, since: '어제' }]) {
        expect(answerText(answerTemplate(render), data)).toBe(render({ isPending: false, isError: false, data }));
      }
    }
  });
});
