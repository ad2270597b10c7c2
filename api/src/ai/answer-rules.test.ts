import { describe, expect, it } from 'vitest';
import {
  MAX_AI_DURATION_DAYS,
  extractStringArray,
  parseDurationAnswer,
  parsePlanAnswer,
  shapePlanSteps,
  shortenStep,
  stripStepLabel,
} from './answer-rules';

const len = (s: string) => Array.from(s).length;

describe('parseDurationAnswer', () => {
  it.each([
    ['30', 30],
    [' 45\n', 45],
    ['약 30일 정도', 30],
    ['예상 기간은 21일입니다.', 21],
    ['30~60일', 30],
    ['2주', 14],
    ['1~2주', 7],
    ['3개월', 90],
    ['about 10 days', 10],
    ['1.5', 2],
    ['0에서 시작해 14일', 14],
  ])('%j → %j', (answer, days) => {
    expect(parseDurationAnswer(answer)).toBe(days);
  });

  it.each(['0', '-5', 'many', '', '일수를 알 수 없습니다', '-3일'])('%j → null', (answer) => {
    expect(parseDurationAnswer(answer)).toBeNull();
  });

  it('caps absurd answers at the maximum', () => {
    expect(parseDurationAnswer('100000')).toBe(MAX_AI_DURATION_DAYS);
    expect(parseDurationAnswer('1,000일')).toBe(MAX_AI_DURATION_DAYS);
    expect(parseDurationAnswer('2년')).toBe(MAX_AI_DURATION_DAYS);
  });
});

describe('extractStringArray', () => {
  it('reads a bare array, a fenced array and an array inside prose', () => {
    expect(extractStringArray('["a","b"]')).toEqual(['a', 'b']);
    expect(extractStringArray('```json\n["a", "b"]\n```')).toEqual(['a', 'b']);
    expect(extractStringArray('다음은 계획입니다:\n["걷기", "달리기"]\n화이팅!')).toEqual(['걷기', '달리기']);
  });

  it('keeps only string items', () => {
    expect(extractStringArray('["a", 1, null, {"x": "y"}, "b"]')).toEqual(['a', 'b']);
  });

  it('gives null for no array, an object and broken JSON', () => {
    expect(extractStringArray('걷기, 달리기')).toBeNull();
    expect(extractStringArray('{"steps": "걷기"}')).toBeNull();
    expect(extractStringArray('["걷기", 달리기]')).toBeNull();
  });

  it('salvages the complete items of an array cut off by the token limit', () => {
    expect(extractStringArray('["걷기", "달리\\"기\\"", "스트레')).toEqual(['걷기', '달리"기"']);
  });
});

describe('stripStepLabel', () => {
  it.each([
    ['1일차: 스트레칭', '스트레칭'],
    ['1일차 스트레칭', '스트레칭'],
    ['[2일차] 걷기', '걷기'],
    ['(3일차) 걷기', '걷기'],
    ['Day 1 - 걷기', '걷기'],
    ['DAY2: 걷기', '걷기'],
    ['Step 3) 걷기', '걷기'],
    ['1. 걷기', '걷기'],
    ['2) 걷기', '걷기'],
    ['3단계: 걷기', '걷기'],
    ['1주차 - 걷기', '걷기'],
    ['4: 걷기', '걷기'],
    ['5일: 걷기', '걷기'],
    ['- 걷기', '걷기'],
    ['• 걷기', '걷기'],
    ['1. 1일차: 걷기', '걷기'],
  ])('%j → %j', (step, expected) => {
    expect(stripStepLabel(step)).toBe(expected);
  });

  it.each(['10분 걷기', '1.5km 달리기', '1일 1커밋 하기', '3번 반복하기', '10:00 기상하기', '스쿼트 20개'])(
    'keeps content that starts with a number: %j',
    (step) => {
      expect(stripStepLabel(step)).toBe(step);
    },
  );
});

describe('shortenStep', () => {
  it('leaves steps of at most 20 characters alone (spaces count)', () => {
    expect(shortenStep('매일 아침 물 한 잔 마시기')).toBe('매일 아침 물 한 잔 마시기');
    expect(shortenStep('12345678901234567890')).toBe('12345678901234567890');
  });

  it('cuts at a word boundary when that keeps enough text', () => {
    const step = '매일 아침 공원에서 30분 동안 가볍게 조깅하기';
    const short = shortenStep(step);
    expect(short).toBe('매일 아침 공원에서 30분 동안');
    expect(len(short ?? '')).toBeLessThanOrEqual(20);
  });

  it('cuts hard when a word boundary would leave too little', () => {
    const step = '유산소운동과근력운동을번갈아가며하루도빠짐없이하기';
    expect(shortenStep(step)).toBe(Array.from(step).slice(0, 20).join(''));
  });

  it('drops a paragraph-long item: it is an explanation, not a step', () => {
    const paragraph = '이 단계에서는 하루 동안 배운 내용을 정리하고 다음 날 무엇을 할지 계획을 세우는 시간을 충분히 가지는 것이 좋습니다.';
    expect(len(paragraph)).toBeGreaterThan(60);
    expect(shortenStep(paragraph)).toBeNull();
  });
});

describe('shapePlanSteps / parsePlanAnswer', () => {
  it('cuts to N', () => {
    expect(shapePlanSteps(['a', 'b', 'c', 'd'], 2)).toEqual(['a', 'b']);
  });

  it('trims, collapses spaces, strips labels and quotes, drops empty items, returns fewer when fewer remain', () => {
    expect(shapePlanSteps(['  1일차:  걷기  ', '', '   ', '2.', '"달리기"', '3일차: 스트레칭'], 5)).toEqual([
      '걷기',
      '달리기',
      '스트레칭',
    ]);
  });

  it('counts N after dropping, so dropped items do not leave holes', () => {
    const paragraph = '가'.repeat(80);
    expect(shapePlanSteps([paragraph, '걷기', '달리기'], 2)).toEqual(['걷기', '달리기']);
  });

  it('every result is at most 20 characters', () => {
    const steps = parsePlanAnswer(
      JSON.stringify(['매일 아침 공원에서 30분 동안 가볍게 조깅하기', '짧은 단계', '아주아주아주아주아주아주아주아주긴단어하나']),
      3,
    );
    expect(steps).toHaveLength(3);
    for (const step of steps) expect(len(step)).toBeLessThanOrEqual(20);
  });

  it('gives [] for an answer without a JSON array', () => {
    expect(parsePlanAnswer('죄송하지만 계획을 만들 수 없습니다.', 3)).toEqual([]);
    expect(parsePlanAnswer('["걷기", 달리기]', 3)).toEqual([]);
  });
});
