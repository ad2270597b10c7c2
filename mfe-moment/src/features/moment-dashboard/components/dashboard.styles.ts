import styled, { css } from 'styled-components';
import { Link } from '@momentum/app-kit/router';

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

/** A tile's square: the proven photo, or the '+' of one still to prove. */
const square = css`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: 1 / 1;
  border: 0.2rem solid ${({ theme }) => theme.colors.darkGray};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const tile = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const caption = css`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A proven or waiting moment: its photo (not the thumbnail inside a waiting tile) and its caption. */
export const Tile = styled.figure`
  ${tile}

  > img {
    ${square}
    object-fit: cover;
  }

  figcaption {
    ${caption}
  }
`;

/** A tile to tap: one link around its square and its caption, so a tap on the text goes too. */
export const TileLink = styled(Link)`
  ${tile}
  color: inherit;
  text-decoration: none;
`;

export const TileSquare = styled.span`
  ${square}
  color: ${({ theme }) => theme.colors.yellow};
`;

export const TileCaption = styled.span`
  ${caption}
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
