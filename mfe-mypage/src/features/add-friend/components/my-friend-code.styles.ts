import styled from 'styled-components';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.gray};
`;

/** Same height in every state (skeleton, error, code), so the note below never moves. */
export const CodeButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  min-height: 5.6rem;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 0.2rem solid ${({ theme }) => theme.colors.yellow};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.yellow};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  letter-spacing: 0.15em;
  cursor: pointer;

  &:disabled {
    border-color: ${({ theme }) => theme.colors.darkGray};
    color: ${({ theme }) => theme.colors.darkGray};
    cursor: default;
  }

  &:focus-visible {
    outline: 0.2rem solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0.2rem;
  }
`;

export const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.darkGray};
`;
