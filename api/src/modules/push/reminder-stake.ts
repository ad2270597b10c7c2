// What the reminder says is at stake today (docs/decisions.md "Push"): a held 보호권 would be spent on a
// missed day, else the streak ends. With no run before today (day 1) nothing is at stake.
export function reminderStake(freezesHeld: number, consecutiveDays: number): string | null {
  if (consecutiveDays <= 1) return null;
  if (freezesHeld > 0) return '오늘 인증하지 않으면 보호권이 쓰여요.';
  return `오늘 인증하지 않으면 작심 ${consecutiveDays}일이 끊겨요.`;
}
