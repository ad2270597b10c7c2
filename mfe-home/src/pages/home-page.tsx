import { Page, PageTitle } from '@momentum/ui/page';

export function HomePage() {
  return (
    <Page>
      <PageTitle>홈</PageTitle>
      <p>준비 중입니다.</p>
    </Page>
  );
}
