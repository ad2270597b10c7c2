import { useEffect, useRef } from 'react';
import { showAlert } from '../../../lib/alert';

/** Alerts `message` the first time `when` becomes true (effects may run twice; an alert must not). */
export function useAlertOnce(when: boolean, message: string): void {
  const shown = useRef(false);
  useEffect(() => {
    if (when && !shown.current) {
      shown.current = true;
      showAlert(message);
    }
  }, [when, message]);
}
