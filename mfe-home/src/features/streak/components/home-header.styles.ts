import styled from 'styled-components';

export const HeaderRow = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  /* Fixed height: the title's three states never move the page below. */
  height: ${({ theme }) => theme.layout.headerHeight};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

export const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 400;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
