import type { ReactElement, ReactNode } from 'react';
import { useNavigate } from '@momentum/app-kit/router';
import { Page } from '@momentum/ui/page';
import { Spinner } from '@momentum/ui/spinner';
import { ScreenHeader } from '../../../components/screen-header';
import { SubHeading } from './proof-form.styles';

interface Props {
  /** The item's content, or null while loading. */
  heading: string | null;
  subHeading?: string;
  children: ReactNode;
}

/** Back button, the item's content as the heading, and the form once the item is known. */
export function ProofScreen({ heading, subHeading, children }: Props): ReactElement {
  const navigate = useNavigate();
  return (
    <Page>
      <ScreenHeader onBack={() => navigate(-1)}>{heading ?? '불러오는 중...'}</ScreenHeader>
      {heading === null ? (
        <Spinner label="불러오는 중..." size="3.2rem" />
      ) : (
        <>
          {subHeading && <SubHeading>{subHeading}</SubHeading>}
          {children}
        </>
      )}
    </Page>
  );
}
