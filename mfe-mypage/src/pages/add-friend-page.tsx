import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Page, PageTitle } from '@momentum/ui/page';
import { AddFriendDialogs } from '../features/add-friend/components/add-friend-dialogs';
import { FriendCodeSearch } from '../features/add-friend/components/friend-code-search';
import { MyFriendCode } from '../features/add-friend/components/my-friend-code';
import { InviteShare } from '../features/invite/components/invite-share';
import { normaliseFriendCode } from '../features/add-friend/friend-code-rules';
import { useAddFriendFlow } from '../features/add-friend/hooks/use-add-friend-flow';

export function AddFriendPage() {
  const [code, setCode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const [resets, setResets] = useState(0);
  const flow = useAddFriendFlow((keepCode) => {
    // Closing the result resets the input (docs/product-spec.md), except after an offline refusal.
    if (!keepCode) setCode('');
    setResets((n) => n + 1);
  });

  // After the result modal has unmounted (and restored focus its way), put the cursor back in the
  // input for the next code.
  useEffect(() => {
    if (resets > 0) inputRef.current?.focus();
  }, [resets]);

  return (
    <Page>
      <PageTitle>친구 추가</PageTitle>
      <Stack>
        <FriendCodeSearch
          value={code}
          onChange={setCode}
          onSubmit={(value) => void flow.submit(normaliseFriendCode(value))}
          busy={flow.state.step === 'checking'}
          inputRef={inputRef}
        />
        <MyFriendCode />
        <InviteShare />
      </Stack>
      <AddFriendDialogs
        state={flow.state}
        onConfirm={() => void flow.confirm()}
        onCancel={flow.cancel}
        onClose={flow.close}
      />
    </Page>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
`;
