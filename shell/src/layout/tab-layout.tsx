import { Outlet } from '@momentum/app-kit/router';
import styled from 'styled-components';
import { RequireSession } from '@momentum/app-kit/require-session';
import { TabBar } from './tab-bar';
import { OfflineBanner } from '../offline/offline-banner';

/**
 * The signed-in area: the remote's screen above the bottom tab bar, and the offline notice above that.
 * Signed out → /login.
 */
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

/** The only room kept for the fixed tab bar: the remote's page fills the rest (a flex item). */
const Content = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  padding-bottom: ${({ theme }) => theme.layout.tabBarSpace};
`;
