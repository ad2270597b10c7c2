// The notice itself, above the tab bar inside the column.
import type { ReactElement } from 'react';
import styled from 'styled-components';

export const OFFLINE_TEXT = '오프라인이에요. 마지막으로 불러온 내용을 보여 드려요.';

export default function OfflineNotice(): ReactElement {
  return <Bar>{OFFLINE_TEXT}</Bar>;
}

const Bar = styled.p`
  position: fixed;
  left: 50%;
  bottom: calc(${({ theme }) => theme.layout.tabBarHeight} + env(safe-area-inset-bottom, 0px));
  z-index: ${({ theme }) => theme.zIndex.tabBar};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0;
  transform: translateX(-50%);
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.black};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  pointer-events: none;
`;
