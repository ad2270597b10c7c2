// The streak's notification texts, fixed when created (docs/decisions.md "작심 보호권").
export const streakNotificationTexts = {
  freezeEarned: '7일 연속 인증! 작심 보호권을 하나 받았어요.',
  freezeUsed: (consecutiveDays: number) => `인증을 놓친 날을 보호권으로 지켰어요. 오늘은 작심 ${consecutiveDays}일!`,
} as const;
