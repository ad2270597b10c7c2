import styled from 'styled-components';

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, 1fr);
  gap: ${({ theme }) => theme.space[1]};
`;

export const Weekday = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

export const Cell = styled.div`
  position: relative;
  aspect-ratio: 1;
  display: flex;
  align-items: center;
  justify-content: center;

  & > a {
    position: absolute;
    inset: 0;
    display: block;
    border-radius: ${({ theme }) => theme.radii.sm};
    overflow: hidden;
  }

  & > a:focus-visible {
    outline: 0.2rem solid ${({ theme }) => theme.colors.focus};
  }
`;

export const Thumb = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export const DayNumber = styled.span<{ $proven?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ $proven, theme }) =>
    $proven &&
    `position: absolute; left: 0.2rem; top: 0.2rem; padding: 0 0.2rem; background: ${theme.colors.background}; color: ${theme.colors.text};
    &::after { content: attr(data-day); }`}
`;
