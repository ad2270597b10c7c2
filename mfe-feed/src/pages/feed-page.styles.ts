import styled from 'styled-components';

export const Header = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  /* The settings icon appears only with friends: keep the header height fixed either way. */
  min-height: 4.4rem;
`;
