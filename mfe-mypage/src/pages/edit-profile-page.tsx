import { useQuery } from '@tanstack/react-query';
import { userQueries } from '@momentum/api-client/users/queries';
import { getApiError } from '@momentum/api-client/api-error';
import { Button } from '@momentum/ui/button';
import { Page, PageTitle } from '@momentum/ui/page';
import { Spinner } from '@momentum/ui/spinner';
import { EditProfileForm } from '../features/edit-profile/components/edit-profile-form';
import { FormPlaceholder } from './form-placeholder.styles';

export function EditProfilePage() {
  const { data, isPending, isError, error, refetch, isFetching } = useQuery(userQueries.me());
  return (
    <Page>
      <PageTitle>내 정보 수정</PageTitle>
      {isPending ? (
        <FormPlaceholder $minHeight="40rem" aria-busy="true" data-testid="edit-profile-skeleton">
          <Spinner size="3.2rem" label="내 정보를 불러오는 중" />
        </FormPlaceholder>
      ) : isError ? (
        <FormPlaceholder $minHeight="40rem" role="alert">
          <p>내 정보를 불러오지 못했습니다. {getApiError(error)}</p>
          <Button variant="ghost" size="sm" onClick={() => void refetch()} loading={isFetching}>
            다시 시도
          </Button>
        </FormPlaceholder>
      ) : (
        // The form starts from the values loaded here and keeps its own edits after that.
        <EditProfileForm me={data} />
      )}
    </Page>
  );
}
