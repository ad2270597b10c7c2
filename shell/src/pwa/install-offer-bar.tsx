// A labelled region, announced once when it appears; it never takes the focus from what the user is doing.
import { useId, useState, type ReactElement } from 'react';
import { ADD_TO_HOME_SCREEN_STEP } from '@momentum/app-kit/home-screen-steps';
import { OfferActions, OfferBar, OfferButton, OfferLine, OfferText } from './install-offer.styles';

export const INSTALL_OFFER_TEXT = '홈 화면에 추가하면 앱처럼 쓸 수 있어요';
export const INSTALL_LABEL = '설치';
export const CLOSE_LABEL = '닫기';
export const INSTALL_REGION_LABEL = '앱 설치 안내';

interface InstallOfferBarProps {
  /** Without it (iOS has no install dialog), the bar shows how to add the app by hand. */
  onInstall?: () => Promise<void>;
  onClose: () => void;
}

export function InstallOfferBar({ onInstall, onClose }: InstallOfferBarProps): ReactElement {
  const textId = useId();
  const [installing, setInstalling] = useState(false);
  return (
    <OfferBar role="region" aria-label={INSTALL_REGION_LABEL}>
      <OfferText id={textId} role="status">
        <OfferLine>{INSTALL_OFFER_TEXT}</OfferLine>
        {!onInstall && <OfferLine>{ADD_TO_HOME_SCREEN_STEP}</OfferLine>}
      </OfferText>
      <OfferActions>
        {onInstall && (
          <OfferButton
            type="button"
            $primary
            aria-describedby={textId}
            disabled={installing}
            aria-busy={installing}
            onClick={() => {
              setInstalling(true);
              onInstall().catch(() => setInstalling(false));
            }}
          >
            {INSTALL_LABEL}
          </OfferButton>
        )}
        <OfferButton type="button" aria-label={`${INSTALL_REGION_LABEL} ${CLOSE_LABEL}`} onClick={onClose}>
          {CLOSE_LABEL}
        </OfferButton>
      </OfferActions>
    </OfferBar>
  );
}
