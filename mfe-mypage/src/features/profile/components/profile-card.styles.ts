import styled, { css, keyframes } from 'styled-components';

const pulse = keyframes`
  from { opacity: 0.35; }
  to { opacity: 0.7; }
`;

const skeleton = css`
  background: #1c1c1c;
  animation: ${pulse} 0.9s ease-in-out infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Fixed height in every state, so the menu below never jumps. */
export const Card = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 10.4rem;
  padding: ${({ theme }) => theme.space[4]};
  border: 0.2rem solid ${({ theme }) => theme.colors.darkGray};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Avatar = styled.img`
  width: 7.2rem;
  height: 7.2rem;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.round};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.darkGray};
  image-rendering: pixelated;
`;

export const AvatarSkeleton = styled.div`
  width: 7.2rem;
  height: 7.2rem;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.round};
  ${skeleton}
`;

/** As tall as the card in every state: the skeleton's bars and the profile's lines, centred inside, never move it. */
export const Texts = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-self: stretch;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const Nickname = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Email = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const TextSkeleton = styled.div<{ $width: string }>`
  width: ${({ $width }) => $width};
  height: 1.6rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${skeleton}
`;

export const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const RetryButton = styled.button`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* A thumb's touch target, though the text is one short line. */
  min-width: 4.4rem;
  min-height: 4.4rem;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: 0.1rem solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.accent};
  font: inherit;
  cursor: pointer;
`;
