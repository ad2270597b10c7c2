import { z } from 'zod';
import { normalizeText, shortTextProblem, type ShortTextRule } from './text-rules';

/** Stored normalised (NFC, trimmed); the browser runs the same rule from `@momentum/contracts/text-rules`. */
export function shortText(rule: ShortTextRule) {
  return z
    .string({ error: rule.messages.blank })
    .overwrite(normalizeText)
    .superRefine((value, ctx) => {
      const problem = shortTextProblem(value, rule.max);
      if (problem) ctx.addIssue({ code: 'custom', message: rule.messages[problem] });
    })
    // For the OpenAPI document only (a custom check has no JSON Schema form); zod above is the validation.
    .meta({
      minLength: 1,
      maxLength: rule.max,
      description: `NFC 정규화와 앞뒤 공백 제거 후 1–${rule.max}자(코드 포인트). 제어 문자, 양방향 제어 문자, 보이지 않는 문자만으로 된 값은 거절`,
    });
}
