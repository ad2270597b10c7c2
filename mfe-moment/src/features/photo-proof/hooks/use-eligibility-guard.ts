import { useEffect, useRef } from 'react';
import { useNavigate } from '@momentum/app-kit/router';
import { showAlert } from '../../../lib/alert';

const PAGE_MISSING_MESSAGE = '존재하지 않는 페이지입니다.';

/**
 * Missing, failed or ineligible item: alert and go to /moment (docs/product-spec.md section 8). Judged once, on the first
 * answer, so the item becoming "completed" after its own proof does not send the user away.
 */
export function useEligibilityGuard(status: 'pending' | 'error' | 'success', eligible: boolean): void {
  const navigate = useNavigate();
  const judged = useRef(false);
  useEffect(() => {
    if (judged.current || status === 'pending') return;
    judged.current = true;
    if (status === 'error' || !eligible) {
      showAlert(PAGE_MISSING_MESSAGE);
      navigate('/moment', { replace: true });
    }
  }, [status, eligible, navigate]);
}
