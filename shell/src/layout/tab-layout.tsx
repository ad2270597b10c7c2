import { Outlet } from '@momentum/app-kit/router';
import styled from 'styled-components';
import { RequireSession } from '@momentum/app-kit/require-session';
import { TabBar } from './tab-bar';
import { OfflineBanner } from '../offline/offline-banner';

export function TabLayout() {
  return (
    <RequireSession>
      <Content>
        <Outlet />
      </Content>
      <OfflineBanner />
      <TabBar />
    </RequireSession>
  );
}

const Content = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  padding-bottom: ${({ theme }) => theme.layout.tabBarSpace};
`;
