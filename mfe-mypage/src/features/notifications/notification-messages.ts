// The '알림 설정' screen's Korean messages for what can go wrong on this device (docs/product-spec.md).
import { getApiError, getApiStatus, isOfflineError } from '@momentum/api-client/api-error';
import { PushDeviceError, type PushDeviceFailure } from './push-device';

const pushDeviceMessages: Record<PushDeviceFailure, string> = {
  unsupported: '이 브라우저는 푸시 알림을 지원하지 않습니다. 다른 설정은 그대로 사용할 수 있습니다.',
  denied:
    '알림 권한이 차단되어 있습니다. 브라우저 주소창의 사이트 설정에서 알림을 허용한 뒤 다시 켜 주세요.',
  dismissed: '알림 권한을 허용해야 푸시 알림을 받을 수 있습니다. 다시 켜고 허용을 눌러 주세요.',
  'no-worker': '앱의 서비스 워커가 준비되지 않아 푸시 알림을 켤 수 없습니다. 새로고침한 뒤 다시 시도해 주세요.',
  'subscribe-failed':
    '푸시 서비스에 연결하지 못해 이 기기에서는 푸시 알림을 켤 수 없습니다. 다른 설정은 그대로 사용할 수 있습니다.',
};

/** On an iPhone or iPad the browser's site settings hold no notification switch: the Settings app does. */
const IOS_DENIED_MESSAGE = '알림 권한이 차단되어 있습니다. 설정 앱 > 알림 > 모멘텀에서 알림을 허용한 뒤 다시 켜 주세요.';

const NETWORK_RETRY_MESSAGE = '저장하지 못했습니다. 네트워크 연결을 확인하고 다시 시도해 주세요.';

export interface SettingsFailure {
  message: string;
  /** Trying again can help (the network or the server), not a refusal of this device. */
  retryable: boolean;
}

export function describeFailure(error: unknown, ios = false): SettingsFailure {
  if (error instanceof PushDeviceError) {
    const message = ios && error.reason === 'denied' ? IOS_DENIED_MESSAGE : pushDeviceMessages[error.reason];
    return { message, retryable: error.reason === 'no-worker' };
  }
  // Offline nothing was sent, not even the permission asked (docs/adr/0017-actions-taken-offline.md).
  if (isOfflineError(error)) return { message: getApiError(error), retryable: true };
  const status = getApiStatus(error);
  if (status === null || status >= 500) return { message: NETWORK_RETRY_MESSAGE, retryable: true };
  return { message: getApiError(error), retryable: false };
}
