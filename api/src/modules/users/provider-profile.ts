// What a sign-in stores from the provider's profile. The provider is not our user, but its texts are
// typed by people (Kakao nicknames, emails): they get the rules of our own fields, and a text that breaks
// them is dropped to its fallback instead of failing the sign-in (or the insert, with a 500).
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
