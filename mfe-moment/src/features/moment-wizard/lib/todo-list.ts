const TODO_BLANK_MESSAGE = '내용을 작성해주세요!';

/** Every to-do entry must be non-blank on confirm: the toast text, or null when valid. */
export function validateTodoList(list: readonly string[]): string | null {
  if (list.length === 0 || list.some((item) => item.trim() === '')) return TODO_BLANK_MESSAGE;
  return null;
}

/** The AI list cut to the requested length (the server already cuts; this keeps the client honest). */
export function fitTodoList(steps: readonly string[], count: number): string[] {
  return steps.map((step) => step.trim()).filter(Boolean).slice(0, count);
}
