import styled from 'styled-components';

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 0.2rem solid ${({ theme }) => theme.colors.darkGray};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Who = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Frequency = styled.span`
  color: ${({ theme }) => theme.colors.yellow};
`;

/** h2: the cards sit right under the page's h1, and heading levels do not skip one. */
export const Goal = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 400;
`;

export const Keeping = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Fixed aspect so a lazily loading photo never shifts the cards below it. */
export const Photo = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #1a1a1a;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

export const NoPhoto = styled.p`
  display: grid;
  place-items: center;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const DateBadge = styled.time`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.yellow};
  color: ${({ theme }) => theme.colors.black};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const CheerCorner = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space[2]};
  bottom: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: rgba(2, 2, 2, 0.6);
  button:disabled {
    cursor: default;
    opacity: 1;
  }
`;

export const CardSkeleton = styled.div`
  height: 44rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.darkGray};
  opacity: 0.25;
`;
