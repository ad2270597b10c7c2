// Provider texts are typed by people: they get our own fields' rules, and one that breaks them falls back
// instead of failing the sign-in (or the insert, with a 500).
import { hasUnstorableCharacter, shortTextProblem } from '@momentum/contracts/text-rules';
import { initialNickname } from './nickname.js';
import type { ProviderProfile } from './users-repository.js';

export interface ProviderAnswer {
  kakaoId: string;
  nickname: string | null;
  email: string | null;
  imageUrl: string | null;
}

/** An email is shown on My Page: without a readable form (control, bidi, unstorable, blank) it is null. */
function readableEmail(email: string | null): string | null {
  const trimmed = email?.trim() ?? '';
  return trimmed && shortTextProblem(trimmed, Number.POSITIVE_INFINITY) === null ? trimmed : null;
}

export function providerProfileToStore(answer: ProviderAnswer): ProviderProfile {
  return {
    kakaoId: answer.kakaoId,
    nickname: initialNickname(answer.nickname, answer.email),
    email: readableEmail(answer.email),
    imageUrl: answer.imageUrl && !hasUnstorableCharacter(answer.imageUrl) ? answer.imageUrl : null,
  };
}
