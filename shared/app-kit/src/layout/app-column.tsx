import styled from 'styled-components';

export const AppColumn = styled.div`
  position: relative;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: 100dvh;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

export const CenteredScreen = styled.main`
  flex: 1;
  min-height: 60dvh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
`;

export const PlainButton = styled.button`
  min-width: 14rem;
  min-height: 4.4rem;
  padding: 0 ${({ theme }) => theme.space[5]};
  border: 0.2rem solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.black};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;

  &:focus-visible {
    outline: 0.2rem solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0.2rem;
  }
`;
