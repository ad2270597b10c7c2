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

const SmallInput = styled.input`
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

/* No indent: the list has no markers (global style), and a 20-character to-do needs the width. */
export const TodoList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const TodoRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

/* The row's label and its '삭제' button, which keeps its one-line width. */
export const TodoRowHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.gray};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > button {
    flex: none;
    white-space: nowrap;
  }
`;

/*
 * Full width at 1.4rem: twenty full-width syllables (1em each in the pixel font) are 28rem, which fits
 * the card's 30.7rem row at 375 px; at 1.6rem they would not fit any row of this card.
 */
export const TodoInput = styled(SmallInput)`
  font-size: ${({ theme }) => theme.fontSizes.md};
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
