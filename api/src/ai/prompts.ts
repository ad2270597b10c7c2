// Prompt texts of the two chat-completion calls (docs/product-spec.md section 7). Korean, because the answers are.
import { STEP_MAX_CHARS } from './answer-rules';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export const DURATION_PARAMS = { max_tokens: 10, temperature: 0.5 } as const;
export const PLAN_PARAMS = { max_tokens: 400, temperature: 0.5 } as const;

export function durationMessages(goal: string): ChatMessage[] {
  return [
    {
      role: 'system',
      content: [
        '너는 목표 달성에 필요한 기간을 추정하는 도우미야.',
        '사용자의 목표를 꾸준히 실천해서 이루는 데 필요한 일수를 추정해.',
        '숫자만 답해. 단위, 설명, 기호 없이 1 이상의 정수 하나만 출력해. 예: 30',
      ].join('\n'),
    },
    { role: 'user', content: `목표: ${goal}` },
  ];
}

/** A few sample plans as hints (docs/product-spec.md section 7); each step obeys the same rules as the answer. */
export const SAMPLE_PLANS: ReadonlyArray<{ goal: string; steps: readonly string[] }> = [
  {
    goal: '매일 30분 달리기',
    steps: ['운동화 끈 꽉 묶기', '10분 걷고 5분 뛰기', '20분 천천히 달리기', '30분 쉬지 않고 달리기'],
  },
  {
    goal: '영어 원서 한 권 읽기',
    steps: ['읽을 원서 고르기', '하루 5쪽 읽기', '모르는 단어 정리하기'],
  },
  {
    goal: '방 정리 습관 만들기',
    steps: ['책상 위 물건 치우기', '옷장 한 칸 정리하기', '안 쓰는 물건 버리기', '자기 전 5분 정리'],
  },
];

export function planMessages(goal: string, count: number): ChatMessage[] {
  const samples = SAMPLE_PLANS.map(
    (s) => `목표: ${s.goal} (${s.steps.length}개)\n${JSON.stringify(s.steps)}`,
  ).join('\n\n');
  return [
    {
      role: 'system',
      content: [
        '너는 목표를 매일 실천할 수 있는 작은 행동으로 나누는 도우미야.',
        '규칙:',
        '1. JSON 문자열 배열 하나만 출력해. 설명이나 코드 블록 표시는 쓰지 마.',
        `2. 배열의 항목은 정확히 ${count}개여야 해.`,
        `3. 각 항목은 한국어로, 띄어쓰기를 포함해 ${STEP_MAX_CHARS}자 이내로 써.`,
        "4. '1일차', 'Day 1', '1.' 같은 날짜 표시나 번호를 붙이지 마.",
        '5. 각 항목은 하루에 할 수 있는 구체적인 행동 하나로 써.',
        '',
        '참고 예시:',
        samples,
      ].join('\n'),
    },
    { role: 'user', content: `목표: ${goal}\n항목 수: ${count}` },
  ];
}
