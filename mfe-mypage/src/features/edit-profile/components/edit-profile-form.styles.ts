import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.gray};
`;

export const Input = styled.input`
  height: 4.8rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0.2rem solid ${({ theme }) => theme.colors.darkGray};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.base};

  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
  }

  &:read-only {
    border-style: dashed;
    color: ${({ theme }) => theme.colors.darkGray};
  }
`;

export const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.darkGray};
`;

/** Reserved even when idle, so the save button does not jump when the upload starts. */
export const ProgressSlot = styled.div`
  min-height: 1.2rem;
`;
