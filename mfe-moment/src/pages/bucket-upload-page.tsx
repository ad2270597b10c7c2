import { Page, PageTitle } from '@momentum/ui/page';

export function BucketUploadPage() {
  return (
    <Page>
      <PageTitle>버킷리스트 인증</PageTitle>
      <p>준비 중입니다.</p>
    </Page>
  );
}
