import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.gray};
`;

export const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-left: ${({ theme }) => theme.space[3]};
  border: 0.2rem solid ${({ theme }) => theme.colors.darkGray};
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.focus};
  }
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 4.4rem;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.base};
  letter-spacing: 0.1em;

  &:focus {
    outline: none;
  }

  &::placeholder {
    color: ${({ theme }) => theme.colors.darkGray};
    letter-spacing: 0;
  }
`;

/** Always takes its line, so the layout does not jump when the hint appears. */
export const Hint = styled.p`
  min-height: 1.8rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.red};
`;
