// Whatever else rises from the bottom stacks above it (layout/bottom-stack.ts).
import { useLayoutEffect, useRef, type ReactElement } from 'react';
import styled from 'styled-components';
import { publishNoticeHeight } from '../layout/bottom-stack';

export const OFFLINE_TEXT = '오프라인이에요. 마지막으로 불러온 내용을 보여 드려요.';

export default function OfflineNotice(): ReactElement {
  const bar = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => publishNoticeHeight(bar.current!), []);
  return <Bar ref={bar}>{OFFLINE_TEXT}</Bar>;
}

const Bar = styled.p`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.layout.tabBarSpace};
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
