import type { ReactElement } from 'react';
import styled from 'styled-components';
import { seoulDotDate, seoulMonthDay } from '@momentum/contracts/seoul-calendar';
import type { GeneratedMoment } from '../lib/schedule';

/** The designed schedule: the whole range, then each moment's start date and content. */
export function CompleteSummary({ moments, frequencyLabel }: { moments: GeneratedMoment[]; frequencyLabel: string }): ReactElement {
  const first = moments[0];
  const last = moments[moments.length - 1];
  return (
    <>
      {first && last && (
        <Range>
          <time dateTime={first.startDate}>{seoulDotDate(first.startDate)}</time> ~{' '}
          <time dateTime={last.endDate}>{seoulDotDate(Date.parse(last.endDate) - 1)}</time>
          <span> · {frequencyLabel}</span>
        </Range>
      )}
      <List aria-label="생성된 모멘트">
        {moments.map((moment) => (
          <li key={moment.id}>
            <time dateTime={moment.startDate}>{seoulMonthDay(moment.startDate)}</time>
            <span>{moment.content}</span>
          </li>
        ))}
      </List>
    </>
  );
}

const Range = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.yellow};
  font-size: ${({ theme }) => theme.fontSizes.base};

  span {
    color: ${({ theme }) => theme.colors.darkGray};
  }
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 5.6rem 1fr;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: #1a1a1a;
  }

  time {
    color: ${({ theme }) => theme.colors.darkGray};
  }
`;
