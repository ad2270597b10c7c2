import styled from 'styled-components';

export const StepHeading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};

  p {
    color: ${({ theme }) => theme.colors.darkGray};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export const DurationLine = styled.p`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};

  strong {
    color: ${({ theme }) => theme.colors.yellow};
    font-weight: 400;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const SmallInput = styled.input`
  width: 100%;
  min-height: 4rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 0.2rem solid ${({ theme }) => theme.colors.darkGray};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.base};
`;

export const NumberInput = styled(SmallInput)`
  width: 8rem;
  text-align: center;
`;

export const ButtonRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};

  & > * {
    flex: 1;
  }
`;

export const TodoList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding-left: ${({ theme }) => theme.space[5]};
`;

export const TodoRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const ManualHint = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 0.2rem dashed ${({ theme }) => theme.colors.red};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Choices = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};

  label {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 4.8rem;
    border: 0.2rem solid ${({ theme }) => theme.colors.darkGray};
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
  }

  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.yellow};
    color: ${({ theme }) => theme.colors.yellow};
  }

  label:has(input:focus-visible) {
    outline: 0.2rem solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0.2rem;
  }

  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
`;
