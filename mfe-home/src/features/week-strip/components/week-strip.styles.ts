import styled from 'styled-components';

export const Strip = styled.section`
  height: 8.4rem;
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[3]};
  border: 0.2rem solid ${({ theme }) => theme.colors.white};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Days = styled.ol`
  display: grid;
  grid-template-columns: repeat(7, 1fr);
  height: 100%;
  list-style: none;
`;

export const Day = styled.li<{ $today: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: space-between;
  color: ${({ theme, $today }) => ($today ? theme.colors.yellow : theme.colors.white)};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
