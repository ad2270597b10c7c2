import type { ComponentType } from 'react';
import { NavLink } from '@momentum/app-kit/router';
import styled from 'styled-components';
import { HomeIcon } from '@momentum/ui/icons/home';
import { MomentIcon } from '@momentum/ui/icons/moment';
import { FeedIcon } from '@momentum/ui/icons/feed';
import { MypageIcon } from '@momentum/ui/icons/mypage';
import { REMOTES, type RemoteDefinition } from '@momentum/app-kit/remote-contract';
import type { RemoteKey } from '@momentum/app-kit/runtime-config';
import { preloadRemoteRoutes } from '../remotes/remote-loader';

const TABS: Record<RemoteKey, { label: string; Icon: ComponentType<{ filled?: boolean; size?: string }> }> = {
  home: { label: '홈', Icon: HomeIcon },
  moment: { label: '모멘트', Icon: MomentIcon },
  feed: { label: '피드', Icon: FeedIcon },
  mypage: { label: '마이', Icon: MypageIcon },
};

export function TabBar() {
  return (
    <Bar aria-label="주요 메뉴">
      {REMOTES.map((remote) => (
        <Tab key={remote.key} remote={remote} />
      ))}
    </Bar>
  );
}

function Tab({ remote }: { remote: RemoteDefinition }) {
  const { label, Icon } = TABS[remote.key];
  // Hover, focus or the first touch is a strong hint: fetch the remote before the click lands.
  const preload = () => preloadRemoteRoutes(remote);
  return (
    <TabLink to={remote.basePath} onPointerEnter={preload} onFocus={preload} onTouchStart={preload} data-testid={`tab-${remote.key}`}>
      {({ isActive }) => (
        <>
          <Icon filled={isActive} size="2.8rem" />
          <span>{label}</span>
        </>
      )}
    </TabLink>
  );
}

const Bar = styled.nav`
  position: fixed;
  bottom: 0;
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.tabBar};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  /* Its own height above the home indicator's strip, which it covers with its background. */
  height: ${({ theme }) => theme.layout.tabBarSpace};
  padding-bottom: ${({ theme }) => theme.safeArea.bottom};
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  border-top: 0.1rem solid #2a2a2a;
  background: ${({ theme }) => theme.colors.background};
`;

const TabLink = styled(NavLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-decoration: none;

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.accent};
  }

  &:focus-visible {
    outline: 0.2rem solid ${({ theme }) => theme.colors.focus};
    outline-offset: -0.4rem;
  }
`;
