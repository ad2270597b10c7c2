import { Page, PageTitle } from '@momentum/ui/page';

export function CreateMomentPage() {
  return (
    <Page>
      <PageTitle>모멘트 만들기</PageTitle>
      <p>준비 중입니다.</p>
    </Page>
  );
}
