import type { ReactElement } from 'react';
import { useNavigate } from '@momentum/app-kit/router';
import styled from 'styled-components';
import { Button } from '@momentum/ui/button';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]}`};
  text-align: center;
`;

export function EmptyFriends(): ReactElement {
  const navigate = useNavigate();
  return (
    <Box aria-label="친구 없음">
      <p>친구를 추가하고 성취를 공유해 보세요!</p>
      <Button onClick={() => navigate('/mypage/friend')}>친구 추가하기</Button>
    </Box>
  );
}
