import { z } from 'zod';
import { normalizeText, shortTextProblem, type ShortTextRule } from './text-rules';

/**
 * A short text a user types and others read (nickname, bucket, moment): stored in its normalised form
 * (NFC, trimmed), refused when blank, too long or unreadable, with the rule's Korean messages. The same
 * rule runs in the browser from `@momentum/contracts/text-rules`.
 */
export function shortText(rule: ShortTextRule) {
  return z
    .string({ error: rule.messages.blank })
    .overwrite(normalizeText)
    .superRefine((value, ctx) => {
      const problem = shortTextProblem(value, rule.max);
      if (problem) ctx.addIssue({ code: 'custom', message: rule.messages[problem] });
    });
}
