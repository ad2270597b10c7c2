import styled, { css } from 'styled-components';

export const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

export const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.base};
  font-weight: 400;
`;

export const CARD_HEIGHT = '13.2rem';

export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  height: ${CARD_HEIGHT};
  list-style: none;
`;

export type CardState = 'active' | 'completed' | 'placeholder';

export const Card = styled.li<{ $state: CardState }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[2]};
  border: 0.2rem solid;
  border-radius: ${({ theme }) => theme.radii.sm};
  text-align: center;
  ${({ theme, $state }) =>
    $state === 'active'
      ? css`
          border-color: ${theme.colors.yellow};
          background: ${theme.colors.yellow};
          color: ${theme.colors.black};
          box-shadow: 0 0 1.2rem 0.2rem rgba(250, 237, 70, 0.55);
        `
      : $state === 'completed'
        ? css`
            border-color: ${theme.colors.gray};
            background: ${theme.colors.gray};
            color: ${theme.colors.black};
          `
        : css`
            border-color: ${theme.colors.darkGray};
            border-style: dashed;
            color: ${theme.colors.darkGray};
          `}
`;

export const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const CardBucket = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  opacity: 0.75;
`;

export const Stamp = styled.span`
  position: absolute;
  top: -0.6rem;
  right: -0.6rem;
  transform: rotate(-12deg);
`;

export const Footer = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 4rem;
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.yellow};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** Same height as cards + footer, so a failure does not move the panel below. */
export const ErrorArea = styled.div`
  height: calc(${CARD_HEIGHT} + 5.2rem);
`;
