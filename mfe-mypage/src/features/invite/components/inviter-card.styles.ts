import styled from 'styled-components';

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  border: 0.2rem solid ${({ theme }) => theme.colors.darkGray};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
`;

export const Avatar = styled.img`
  width: 9.6rem;
  height: 9.6rem;
  border-radius: ${({ theme }) => theme.radii.round};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.darkGray};
  image-rendering: pixelated;
`;

export const Line = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Nickname = styled.strong`
  color: ${({ theme }) => theme.colors.yellow};
  font-weight: 400;
`;
