import styled from 'styled-components';

/**
 * Fills the rest of its column (a flex column: the shell's tab area, the harness's column) instead of
 * claiming a viewport of its own: whatever frames the page (the tab bar's room) is counted once, by
 * that frame, and a short page then ends exactly at the viewport's bottom.
 */
export const PageRoot = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]};
  /* Below the status bar where the page runs under it (an installed app on a phone with a notch). */
  padding-top: calc(${({ theme }) => theme.space[4]} + ${({ theme }) => theme.safeArea.top});
  padding-bottom: ${({ theme }) => theme.space[6]};
`;

export const Title = styled.h1`
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 400;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;
