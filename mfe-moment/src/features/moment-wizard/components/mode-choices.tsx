import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { WizardMode } from '../lib/draft-storage';

const CHOICES: { mode: WizardMode; label: string; hint: string }[] = [
  { mode: 'auto', label: '자동 생성', hint: 'AI가 기간과 할 일 목록을 제안해요' },
  { mode: 'manual', label: '직접 작성', hint: '기간과 할 일을 내가 직접 정해요' },
];

export function ModeChoices({ onChoose }: { onChoose: (mode: WizardMode) => void }): ReactElement {
  return (
    <List>
      {CHOICES.map(({ mode, label, hint }) => (
        <li key={mode}>
          <Choice type="button" onClick={() => onChoose(mode)}>
            <strong>{label}</strong>
            <span>{hint}</span>
          </Choice>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
  list-style: none;
`;

const Choice = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
  padding: ${({ theme }) => theme.space[5]};
  border: 0.2rem solid ${({ theme }) => theme.colors.yellow};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.white};
  text-align: left;
  cursor: pointer;

  strong {
    font-weight: 400;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.yellow};
  }

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.darkGray};
  }
`;
