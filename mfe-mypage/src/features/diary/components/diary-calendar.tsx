// The month as a Sunday-first grid: a proven day is a link to its list with its first proof's thumbnail.
import type { ReactElement } from 'react';
import type { DiaryDay } from '@momentum/contracts';
import { Link } from '@momentum/app-kit/router';
import { monthCells } from '../diary-month';
import { Cell, DayNumber, Grid, Thumb, Weekday } from './diary-calendar.styles';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

export function DiaryCalendar({ month, days }: { month: string; days: DiaryDay[] }): ReactElement {
  const byDate = new Map(days.map((day) => [day.date, day]));
  return (
    <Grid aria-label="달력">
      {WEEKDAYS.map((name) => (
        <Weekday key={name} aria-hidden="true">
          {name}
        </Weekday>
      ))}
      {monthCells(month).map((date, index) => {
        if (!date) return <Cell key={`blank-${index}`} aria-hidden="true" />;
        const day = byDate.get(date);
        const number = Number(date.slice(8));
        if (!day) return <Cell key={date}><DayNumber>{number}</DayNumber></Cell>;
        return (
          <Cell key={date}>
            <Link to={`/mypage/diary/day/${date}`} aria-label={`${Number(date.slice(5, 7))}월 ${number}일, 인증 ${day.proofs.length}개`}>
              <Thumb src={day.proofs[0]!.thumbUrl} alt="" width={44} height={44} />
              {/* Drawn, not text: the link's name says the whole date, and a bare '30' in it would not match it. */}
              <DayNumber $proven data-day={number} />
            </Link>
          </Cell>
        );
      })}
    </Grid>
  );
}
