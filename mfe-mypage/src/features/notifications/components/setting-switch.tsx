import { useId, type ReactElement } from 'react';
import styled from 'styled-components';

export interface SettingSwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled on/off row: a native checkbox with role="switch", so keyboards and readers get it for free. */
export function SettingSwitch({ label, description, checked, disabled, onChange }: SettingSwitchProps): ReactElement {
  const id = useId();
  return (
    <Row>
      <Text>
        <label htmlFor={id}>{label}</label>
        {description && <Description id={`${id}-description`}>{description}</Description>}
      </Text>
      <Track>
        <Input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={description ? `${id}-description` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
      </Track>
    </Row>
  );
}

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 5.6rem;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
  border-bottom: 0.1rem solid #2a2a2a;
  font-size: ${({ theme }) => theme.fontSizes.base};
`;

export const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Track = styled.span`
  position: relative;
  flex-shrink: 0;
  width: 4.8rem;
  height: 4.4rem;
`;

/**
 * The checkbox itself is the control, 4.4rem tall for a thumb; the track (2.8rem) and the knob are
 * drawn inside it, centred, so the hit area is the control and larger than what it looks like.
 */
const Input = styled.input`
  appearance: none;
  display: block;
  width: 100%;
  height: 100%;
  margin: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    position: absolute;
    top: 0.8rem;
    left: 0;
    width: 100%;
    height: 2.8rem;
    border-radius: 1.4rem;
    background: #3a3a3a;
    transition: background 0.15s;
  }

  &::after {
    content: '';
    position: absolute;
    top: 1.1rem;
    left: 0.3rem;
    width: 2.2rem;
    height: 2.2rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.white};
    transition: transform 0.15s;
  }

  &:checked::before {
    background: ${({ theme }) => theme.colors.accentAlt};
  }

  &:checked::after {
    transform: translateX(2rem);
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  /* The ring goes round the track the user sees, not the taller hit area. */
  &:focus-visible {
    outline: none;
  }

  &:focus-visible::before {
    outline: 0.2rem solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0.2rem;
  }
`;
