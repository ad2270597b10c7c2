import type { ReactElement } from 'react';
import styled from 'styled-components';
import { Link, useParams } from '@momentum/app-kit/router';
import { NotFoundPage } from '@momentum/app-kit/not-found';
import { Page, PageTitle } from '@momentum/ui/page';
import { DiaryCalendar } from '../features/diary/components/diary-calendar';
import { currentMonth, isMonth, koreanMonth, shiftMonth } from '../features/diary/diary-month';
import { useDiaryMonth } from '../features/diary/hooks/use-diary-month';
import { ProofsStatus } from '@momentum/ui/proofs-status';
import { getApiError } from '@momentum/api-client/api-error';

/**
 * 나의 인증 기록: one Seoul month (`/mypage/diary/YYYY-MM`, this month at `/mypage/diary`) as a calendar. The
 * month is in the path, not the query: the worker keeps and serves pages by path (offline too).
 */
export function DiaryPage(): ReactElement {
  const asked = useParams().month;
  const thisMonth = currentMonth();
  if (asked !== undefined && !isMonth(asked)) return <NotFoundPage />;
  return <DiaryMonth month={asked ?? thisMonth} thisMonth={thisMonth} />;
}

function DiaryMonth({ month, thisMonth }: { month: string; thisMonth: string }): ReactElement {
  const query = useDiaryMonth(month);
  const next = shiftMonth(month, 1);

  return (
    <Page>
      <PageTitle>나의 인증 기록</PageTitle>
      <Nav aria-label="달 이동">
        <Link to={`/mypage/diary/${shiftMonth(month, -1)}`}>‹ 이전 달</Link>
        <h2>{koreanMonth(month)}</h2>
        {next <= thisMonth ? <Link to={`/mypage/diary/${next}`}>다음 달 ›</Link> : <Spacer />}
      </Nav>
      {query.isSuccess ? (
        <>
          <Count>{query.data.provenDayCount > 0 ? `이번 달 인증한 날 ${query.data.provenDayCount}일` : '이 달에는 인증한 날이 없어요.'}</Count>
          <DiaryCalendar month={month} days={query.data.days} />
        </>
      ) : (
        <ProofsStatus query={query} describeError={getApiError} />
      )}
    </Page>
  );
}

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[3]};

  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  & a {
    display: inline-flex;
    align-items: center;
    min-width: 8rem;
    min-height: 4.4rem;
    color: ${({ theme }) => theme.colors.text};
  }

  & a:last-child {
    justify-content: flex-end;
  }
`;

const Spacer = styled.span`
  min-width: 8rem;
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`;
