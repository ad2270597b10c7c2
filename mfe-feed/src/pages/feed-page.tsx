import { Page, PageTitle } from '@momentum/ui/page';

export function FeedPage() {
  return (
    <Page>
      <PageTitle>친구들의 모멘트</PageTitle>
      <p>준비 중입니다.</p>
    </Page>
  );
}
