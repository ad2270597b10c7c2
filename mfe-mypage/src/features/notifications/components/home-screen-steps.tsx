import type { ReactElement } from 'react';
import styled from 'styled-components';
import { ADD_TO_HOME_SCREEN_STEP } from '@momentum/app-kit/home-screen-steps';
import { HOME_SCREEN_STEPS_LABEL, OPEN_FROM_HOME_SCREEN_STEP } from '../home-screen-push';

/** How to get push on an iPhone or iPad: add the app to the home screen, then turn push on there. */
export function HomeScreenSteps(): ReactElement {
  return (
    <Steps aria-label={HOME_SCREEN_STEPS_LABEL}>
      <li>{ADD_TO_HOME_SCREEN_STEP}</li>
      <li>{OPEN_FROM_HOME_SCREEN_STEP}</li>
    </Steps>
  );
}

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]} 2.4rem;
  border-bottom: 0.1rem solid #2a2a2a;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
  list-style: decimal;
`;
