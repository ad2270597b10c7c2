import { useState } from 'react';
import { Link } from '@momentum/app-kit/router';
import styled, { css } from 'styled-components';
import { useLogout } from '../hooks/use-logout';
import { WithdrawDialogs } from './withdraw-dialogs';

/** The rows of My Page; withdrawal (red) opens its confirmation. */
export function AccountMenu() {
  const onLogout = useLogout();
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  return (
    <>
      <Menu aria-label="마이페이지 메뉴">
        <li>
          <RowLink to="/mypage/diary">나의 인증 기록</RowLink>
        </li>
        <li>
          <RowLink to="/mypage/edit">내 정보 수정</RowLink>
        </li>
        <li>
          <RowLink to="/mypage/friend">친구 추가</RowLink>
        </li>
        <li>
          <RowLink to="/mypage/notifications">알림 설정</RowLink>
        </li>
        <li>
          <RowButton type="button" onClick={() => void onLogout()}>
            로그아웃
          </RowButton>
        </li>
        <li>
          <RowButton type="button" $danger aria-haspopup="dialog" onClick={() => setWithdrawOpen(true)}>
            회원 탈퇴
          </RowButton>
        </li>
      </Menu>
      <WithdrawDialogs confirmOpen={withdrawOpen} onCancel={() => setWithdrawOpen(false)} />
    </>
  );
}

const Menu = styled.ul`
  list-style: none;
  display: flex;
  flex-direction: column;
  border-top: 0.1rem solid #2a2a2a;
`;

const row = css`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 5.6rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 0;
  border-bottom: 0.1rem solid #2a2a2a;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.base};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:focus-visible {
    outline: 0.2rem solid ${({ theme }) => theme.colors.focus};
    outline-offset: -0.2rem;
  }
`;

const RowLink = styled(Link)`
  ${row}
`;

const RowButton = styled.button<{ $danger?: boolean }>`
  ${row}
  ${({ $danger, theme }) => $danger && `color: ${theme.colors.red};`}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
