import styled from 'styled-components';

export const ProgressList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
`;

export const ProgressHead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const VerifyGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
`;

export const Tile = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};

  /* The proven photo and the link to prove it; not the thumbnail inside a waiting tile. */
  > img,
  > a {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    aspect-ratio: 1 / 1;
    object-fit: cover;
    border: 0.2rem solid ${({ theme }) => theme.colors.darkGray};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.yellow};
    text-decoration: none;
  }

  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const Placeholder = styled.div`
  height: 12rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #1a1a1a;
`;


/** In a tile's place of the photo: the proof is saved on the device and not yet uploaded (its thumbnail, the label). */
export const PendingProof = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: 1 / 1;
  margin: 0;
  border: 0.2rem dashed ${({ theme }) => theme.colors.yellow};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.yellow};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;
