// Shown on the signed-in screens while the device has no connection: what is on screen is what was
// last loaded, and actions that need the network wait (React Query holds them until it is back).
import { useSyncExternalStore, type ReactElement } from 'react';
import { onlineManager } from '@tanstack/react-query';
import styled from 'styled-components';

export const OFFLINE_TEXT = '오프라인이에요. 마지막으로 불러온 내용을 보여 드려요.';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

export function OfflineBanner(): ReactElement {
  // On the server (a prerendered page) the device is taken to be online: nothing is shown.
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return <Region role="status">{online ? null : <Bar>{OFFLINE_TEXT}</Bar>}</Region>;
}

/** Above the tab bar, inside the column; the region stays so a screen reader hears the change. */
const Region = styled.div`
  position: fixed;
  left: 50%;
  bottom: calc(${({ theme }) => theme.layout.tabBarHeight} + env(safe-area-inset-bottom, 0px));
  z-index: ${({ theme }) => theme.zIndex.tabBar};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  transform: translateX(-50%);
  pointer-events: none;
`;

const Bar = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.black};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;
