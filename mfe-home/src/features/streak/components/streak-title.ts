/** The header's three states of docs/product-spec.md: loading, failure (error or `success: false`), day N. */
export function streakTitle(state: {
  isPending: boolean;
  isError: boolean;
  data?: { success: boolean; consecutiveDays: number } | undefined;
}): string {
  if (state.isPending) return '로딩 중...';
  if (state.isError || !state.data?.success) return '데이터 로드 실패';
  return `오늘은 작심 ${state.data.consecutiveDays}일`;
}
