// The one way a screen shows text made from one of its first GETs (ADR 0014): React renders `render`'s
// text, and the element carries, for the page's first-answers script, the same function's text with
// `{field}` where the answer's values go, so that script can write it before the app's code arrives.
import type { ElementType, HTMLAttributes, ReactElement } from 'react';
import { FIRST_ANSWER_ATTRIBUTE, FIRST_ANSWER_TEXT_ATTRIBUTE } from '../page-marks';

/** A query's state as TanStack Query gives it. */
export interface AnswerState<Data> {
  isPending: boolean;
  isError: boolean;
  data?: Data | undefined;
}

export interface FirstAnswerProps<Data> extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The element to render (a styled heading, say). */
  as: ElementType;
  /** The GET the text is made from: one of the page's first GETs (the remote's first-screen list). */
  path: string;
  query: AnswerState<Data>;
  /** The text for each state; the page's script fills only a success's text, and only numbers and strings. */
  render(state: AnswerState<Data>): string;
}

/** A success whose every field reads as `{field}`: the text the page's script fills from the answer. */
const placeholders = new Proxy({} as Record<string, unknown>, {
  get: (_, field) => (field === 'success' ? true : typeof field === 'string' ? `{${field}}` : undefined),
});

/** `render`'s text for a success, with `{field}` for each field it reads. */
export function answerTemplate<Data>(render: (state: AnswerState<Data>) => string): string {
  return render({ isPending: false, isError: false, data: placeholders as Data });
}

/**
 * `as`, busy while the query is pending, with `render(query)` as its text. The page's script may have
 * written the text already; React keeps it through hydration (the same text once the data is in).
 */
export function FirstAnswer<Data>({ as: Element, path, query, render, ...props }: FirstAnswerProps<Data>): ReactElement {
  const marks = { [FIRST_ANSWER_ATTRIBUTE]: path, [FIRST_ANSWER_TEXT_ATTRIBUTE]: answerTemplate(render) };
  return (
    <Element {...props} {...marks} aria-busy={query.isPending} suppressHydrationWarning>
      {render(query)}
    </Element>
  );
}
