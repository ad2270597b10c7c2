import styled from 'styled-components';
import { Page, PageTitle } from '@momentum/ui/page';
import { ProfileCard } from '../features/profile/components/profile-card';
import { AccountMenu } from '../features/account/components/account-menu';

export function MypagePage() {
  return (
    <Page>
      <PageTitle>마이페이지</PageTitle>
      <Stack>
        <ProfileCard />
        <AccountMenu />
      </Stack>
    </Page>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;
