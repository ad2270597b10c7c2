import { Page, PageTitle } from '@momentum/ui/page';

export function AddFriendPage() {
  return (
    <Page>
      <PageTitle>친구 추가</PageTitle>
      <p>준비 중입니다.</p>
    </Page>
  );
}
