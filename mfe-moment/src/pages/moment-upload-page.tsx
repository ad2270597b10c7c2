import { Page, PageTitle } from '@momentum/ui/page';

export function MomentUploadPage() {
  return (
    <Page>
      <PageTitle>모멘트 인증</PageTitle>
      <p>준비 중입니다.</p>
    </Page>
  );
}
