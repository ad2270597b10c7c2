import { describe, expect, it } from 'vitest';
import { fitTodoList, validateTodoList } from './todo-list';

describe('to-do list', () => {
  it('needs every entry non-blank', () => {
    expect(validateTodoList(['걷기', '뛰기'])).toBeNull();
    expect(validateTodoList(['걷기', '  '])).toBe('내용을 작성해주세요!');
    expect(validateTodoList([])).toBe('내용을 작성해주세요!');
  });

  it('cuts an AI list to the requested length and drops blanks', () => {
    expect(fitTodoList(['a', ' ', 'b', 'c'], 2)).toEqual(['a', 'b']);
  });
});
