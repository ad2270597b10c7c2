import { Page, PageTitle } from '@momentum/ui/page';

export function SelectModePage() {
  return (
    <Page>
      <PageTitle>모멘트 생성 방식 선택</PageTitle>
      <p>준비 중입니다.</p>
    </Page>
  );
}
