import styled from 'styled-components';

export const PageRoot = styled.main<{ $withTabBar: boolean }>`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: 100dvh;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]};
  /* Content must clear the fixed tab bar. */
  padding-bottom: ${({ theme, $withTabBar }) =>
    $withTabBar ? `calc(${theme.layout.tabBarHeight} + ${theme.space[6]})` : theme.space[6]};
`;

export const Title = styled.h1`
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 400;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;
