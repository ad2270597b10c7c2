import { describe, expect, it } from 'vitest';
import { bucketRoutes } from './bucket';
import { MOMENT_DATE_MESSAGE, momentRoutes } from './moment';
import { apiRoutes } from './routes';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
const day = (n: number) => new Date(Date.UTC(2030, 0, 1 + n) - 9 * 3600_000).toISOString();
const moments = (n: number) => Array.from({ length: n }, (_, k) => ({ content: `할 일 ${k}`, startDate: day(k), endDate: day(k + 1) }));
const body = (list: { content: string; startDate: string; endDate: string }[]) => ({
  startDate: list[0]?.startDate ?? day(0),
  endDate: list.at(-1)?.endDate ?? day(1),
  moments: list,
  frequency: 'daily',
});

describe('bucket contract', () => {
  it('trims content and limits it to 1–30 characters with Korean messages', () => {
    expect(bucketRoutes.create.body.parse({ type: 'REPEAT', content: '  달리기  ' }).content).toBe('달리기');
    expect(firstMessage(bucketRoutes.create.body.safeParse({ type: 'REPEAT', content: '   ' }))).toBe('버킷리스트 내용을 입력해 주세요.');
    expect(firstMessage(bucketRoutes.update.body.safeParse({ content: 'ㄱ'.repeat(31) }))).toBe('버킷리스트는 최대 30자까지 작성할 수 있습니다.');
    expect(bucketRoutes.update.body.safeParse({ content: 'ㄱ'.repeat(30) }).success).toBe(true);
    expect(bucketRoutes.create.body.safeParse({ type: 'OTHER', content: 'x' }).success).toBe(false);
  });

  it('refuses malformed ids with a Korean message', () => {
    expect(firstMessage(bucketRoutes.detail.params.safeParse({ id: 'abc' }))).toBe('올바른 ID 형식이 아닙니다.');
    expect(firstMessage(momentRoutes.create.params.safeParse({ bucketId: '1' }))).toBe('올바른 ID 형식이 아닙니다.');
  });

  it('registers every bucket and moment route once', () => {
    const keys = apiRoutes.map((r) => `${r.method} ${r.path}`);
    expect(keys).toEqual(expect.arrayContaining(['PATCH /api/bucket/moments/:id', 'POST /api/bucket/moments/:bucketId', 'GET /api/bucket/challenging/main']));
  });
});

describe('create moments contract', () => {
  it('accepts 1–100 ordered windows', () => {
    expect(momentRoutes.create.body.safeParse(body(moments(1))).success).toBe(true);
    expect(momentRoutes.create.body.safeParse(body(moments(100))).success).toBe(true);
    expect(firstMessage(momentRoutes.create.body.safeParse(body(moments(101))))).toBe('모멘트는 한 번에 최대 100개까지 만들 수 있습니다.');
    expect(momentRoutes.create.body.safeParse(body([])).success).toBe(false);
  });

  it('refuses unordered, empty or overlapping windows and a mismatched outer range', () => {
    const list = moments(3);
    expect(firstMessage(momentRoutes.create.body.safeParse(body([list[1]!, list[0]!])))).toBe('모멘트 기간은 순서대로 겹치지 않아야 합니다.');
    expect(firstMessage(momentRoutes.create.body.safeParse(body([{ ...list[0]!, endDate: list[0]!.startDate }])))).toBe('모멘트의 종료일은 시작일보다 뒤여야 합니다.');
    expect(firstMessage(momentRoutes.create.body.safeParse({ ...body(list), endDate: day(9) }))).toBe('전체 기간이 모멘트 기간과 맞지 않습니다.');
  });

  it('limits moment text to 1–20 characters and needs a frequency', () => {
    expect(firstMessage(momentRoutes.create.body.safeParse(body([{ ...moments(1)[0]!, content: 'ㄱ'.repeat(21) }])))).toBe('모멘트는 최대 20자까지 작성할 수 있습니다.');
    expect(firstMessage(momentRoutes.create.body.safeParse(body([{ ...moments(1)[0]!, content: ' ' }])))).toBe('모멘트 내용을 입력해 주세요.');
    expect(firstMessage(momentRoutes.create.body.safeParse({ ...body(moments(1)), frequency: 'hourly' }))).toBe('실행 빈도를 선택해주세요!');
  });

  it('reads a calendar day YYYY-MM-DD as the start of that day in Seoul, and names both forms when a date is neither', () => {
    const parsed = momentRoutes.create.body.parse({ ...body(moments(1)), startDate: '2030-01-01', moments: [{ ...moments(1)[0]!, startDate: '2030-01-01', id: 'moment-0' }] });
    expect(parsed.startDate).toBe(day(0));
    expect(parsed.moments[0]).toEqual({ content: '할 일 0', startDate: day(0), endDate: day(1) });
    for (const bad of ['2030-1-1', '2030-01-01T00:00:00', '2030-13-01', 'tomorrow']) {
      expect(firstMessage(momentRoutes.create.body.safeParse({ ...body(moments(1)), startDate: bad })), bad).toBe(MOMENT_DATE_MESSAGE);
    }
  });
});
