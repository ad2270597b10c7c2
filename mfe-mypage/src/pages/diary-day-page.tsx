import type { ReactElement } from 'react';
import styled from 'styled-components';
import { Link, useParams } from '@momentum/app-kit/router';
import { NotFoundPage } from '@momentum/app-kit/not-found';
import { koreanLongDate } from '@momentum/contracts/seoul-calendar';
import { Page, PageTitle } from '@momentum/ui/page';
import { ProofItem } from '@momentum/ui/proof-item';
import { ShareCardButton } from '../features/diary/components/share-card-button';
import { monthOfDay } from '../features/diary/diary-month';
import { useDiaryMonth } from '../features/diary/hooks/use-diary-month';
import { ProofsStatus } from '@momentum/ui/proofs-status';
import { getApiError } from '@momentum/api-client/api-error';

/** One Seoul day of the diary, read from its month's answer (so a month kept offline opens its days too). */
export function DiaryDayPage(): ReactElement {
  const date = useParams().date ?? '';
  const month = monthOfDay(date);
  return month ? <DiaryDay date={date} month={month} /> : <NotFoundPage />;
}

function DiaryDay({ date, month }: { date: string; month: string }): ReactElement {
  const query = useDiaryMonth(month);
  const day = query.data?.days.find((d) => d.date === date);
  return (
    <Page>
      <PageTitle>{koreanLongDate(date)}</PageTitle>
      <Back to={`/mypage/diary/${month}`}>‹ {Number(month.slice(5))}월 달력으로</Back>
      {!query.isSuccess ? (
        <ProofsStatus query={query} describeError={getApiError} />
      ) : !day ? (
        <p>이 날에는 인증이 없어요.</p>
      ) : (
        <>
          <Streak>작심 {day.streak}일</Streak>
          <List aria-label="이 날의 인증">
            {day.proofs.map((proof) => (
              <ProofItem key={proof.proofId} {...proof}>
                <ShareCardButton content={{ photoUrl: proof.photoUrl, bucketContent: proof.bucketContent, streak: day.streak, date }} />
              </ProofItem>
            ))}
          </List>
        </>
      )}
    </Page>
  );
}

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 4.4rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Streak = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.accent};
`;

const List = styled.ul`
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
