import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { userQueries } from '@momentum/api-client/users/queries';
import { CopyIcon } from '@momentum/ui/icons/copy';
import { useCopyFriendCode } from '../hooks/use-copy-friend-code';
import { CodeButton, Heading, Note, Section } from './my-friend-code.styles';

/** '내 친구 코드' on a button that copies it (GET /api/users/friendCode). */
export function MyFriendCode() {
  const headingId = useId();
  const noteId = useId();
  const { data: code, isPending, isError, refetch } = useQuery(userQueries.friendCode());
  const copy = useCopyFriendCode();

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>내 친구 코드</Heading>
      {isPending ? (
        <CodeButton type="button" disabled aria-busy="true" data-testid="friend-code-skeleton">
          불러오는 중…
        </CodeButton>
      ) : isError ? (
        <CodeButton type="button" onClick={() => void refetch()}>
          코드를 불러오지 못했어요. 다시 시도
        </CodeButton>
      ) : (
        <CodeButton type="button" aria-label={`내 친구 코드 ${code} 복사`} aria-describedby={noteId} onClick={() => void copy(code)}>
          <span>{code}</span>
          <CopyIcon size="2.4rem" />
        </CodeButton>
      )}
      <Note id={noteId}>버튼을 누르면 친구 코드가 복사됩니다.</Note>
    </Section>
  );
}
