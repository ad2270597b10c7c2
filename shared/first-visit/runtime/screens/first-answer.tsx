// Text from a first GET (ADR 0014): the element also carries `render`'s text with `{field}`s, for the first-answers script to fill early.
import type { ElementType, HTMLAttributes, ReactElement } from 'react';
import { FIRST_ANSWER_ATTRIBUTE, FIRST_ANSWER_TEXT_ATTRIBUTE } from '../../page-contract/page-marks';

export interface AnswerState<Data> {
  isPending: boolean;
  isError: boolean;
  data?: Data | undefined;
}

export interface FirstAnswerProps<Data> extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  as: ElementType;
  path: string;
  query: AnswerState<Data>;
  render(state: AnswerState<Data>): string;
}

const placeholders = new Proxy({} as Record<string, unknown>, {
  get: (_, field) => (field === 'success' ? true : typeof field === 'string' ? `{${field}}` : undefined),
});

export function answerTemplate<Data>(render: (state: AnswerState<Data>) => string): string {
  return render({ isPending: false, isError: false, data: placeholders as Data });
}

/** The page's script may have written the text already; React keeps it through hydration (the same text once the data is in). */
export function FirstAnswer<Data>({ as: Element, path, query, render, ...props }: FirstAnswerProps<Data>): ReactElement {
  const marks = { [FIRST_ANSWER_ATTRIBUTE]: path, [FIRST_ANSWER_TEXT_ATTRIBUTE]: answerTemplate(render) };
  return (
    <Element {...props} {...marks} aria-busy={query.isPending} suppressHydrationWarning>
      {render(query)}
    </Element>
  );
}
