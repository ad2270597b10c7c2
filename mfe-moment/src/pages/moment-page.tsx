import { Page, PageTitle } from '@momentum/ui/page';

export function MomentPage() {
  return (
    <Page>
      <PageTitle>모멘트</PageTitle>
      <p>준비 중입니다.</p>
    </Page>
  );
}
