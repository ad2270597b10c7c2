import { Page, PageTitle } from '@momentum/ui/page';

export function EditProfilePage() {
  return (
    <Page>
      <PageTitle>내 정보 수정</PageTitle>
      <p>준비 중입니다.</p>
    </Page>
  );
}
