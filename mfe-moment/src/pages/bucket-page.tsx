import { Page, PageTitle } from '@momentum/ui/page';

export function BucketPage() {
  return (
    <Page>
      <PageTitle>버킷리스트</PageTitle>
      <p>준비 중입니다.</p>
    </Page>
  );
}
