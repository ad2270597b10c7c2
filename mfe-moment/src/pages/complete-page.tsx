import { Page, PageTitle } from '@momentum/ui/page';

export function CompletePage() {
  return (
    <Page>
      <PageTitle>모멘트 설계 완료 !</PageTitle>
      <p>준비 중입니다.</p>
    </Page>
  );
}
