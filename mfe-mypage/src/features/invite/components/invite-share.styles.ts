import styled from 'styled-components';

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

// Kakao's share button colours (its design guide): yellow #FEE500 with near-black text.
export const KakaoButton = styled.button`
  width: 100%;
  min-height: 4.8rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fee500;
  color: rgba(0, 0, 0, 0.85);
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.base};
  cursor: pointer;

  &:disabled {
    opacity: 0.5;
    cursor: default;
  }

  &:focus-visible {
    outline: 0.2rem solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0.3rem;
  }
`;
