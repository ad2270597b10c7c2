import type { ComponentType, ReactElement, ReactNode } from 'react';
import { CheckboxIcon } from '@momentum/ui/icons/checkbox';
import { VisuallyHidden } from '@momentum/ui/visually-hidden';
import { Skeleton } from '../../../components/skeleton';
import { SectionError } from '../../../components/section-error';
import { useWeekStatus } from '../hooks/use-week-status';
import { Day, Days, Strip } from './week-strip.styles';
import { seoulDate } from '@momentum/contracts/seoul-calendar';
import { dayLabel, weekdayShort } from './weekday';

/** Monday..Sunday with a checked box for each day that has a completed moment, a shield for a protected one. */
export function WeekStrip({ dayMark: DayMark }: { dayMark?: ComponentType<{ date: string; children: ReactNode }> }): ReactElement {
  const { data, isPending, isPaused, isError, refetch } = useWeekStatus();
  const today = seoulDate(); // the same calendar the server's week uses
  return (
    <Strip aria-labelledby="week-strip-title" aria-busy={isPending && !isPaused}>
      <VisuallyHidden as="h2" id="week-strip-title">
        이번 주 모멘트 달성
      </VisuallyHidden>
      {isPending ? (
        <Skeleton $height="100%" />
      ) : isError ? (
        <SectionError message="이번 주 기록을 불러오지 못했습니다." onRetry={() => void refetch()} />
      ) : (
        <Days>
          {data.map(({ date, isComplete }) => (
            <Day key={date} $today={date === today} aria-current={date === today ? 'date' : undefined}>
              <span aria-hidden="true">{weekdayShort(date)}</span>
              {DayMark && !isComplete ? (
                <DayMark date={date}>
                  <CheckboxIcon size="2.8rem" title={dayLabel(date, false)} />
                </DayMark>
              ) : (
                <CheckboxIcon checked={isComplete} size="2.8rem" title={dayLabel(date, isComplete)} />
              )}
            </Day>
          ))}
        </Days>
      )}
    </Strip>
  );
}
