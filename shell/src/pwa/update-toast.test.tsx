import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, expect, it, vi } from 'vitest';
import { theme } from '@momentum/ui/theme';
import { SKIP_WAITING } from '../../service-worker/caching-rules';
import { watchForUpdates } from './register-service-worker';
import { resetUpdateForTests } from './update-offer';
import { UpdateToast } from './update-toast';
import { UPDATE_TEXT } from './update-offer-button';

afterEach(() => resetUpdateForTests());

it("shows '새 버전이 있어요' when a release is waiting, and a tap hands over to it", async () => {
  render(
    <ThemeProvider theme={theme}>
      <UpdateToast />
    </ThemeProvider>,
  );
  const region = screen.getByRole('status');
  expect(region).toBeEmptyDOMElement();

  const waiting = Object.assign(new EventTarget(), { state: 'installed', postMessage: vi.fn() }) as unknown as ServiceWorker;
  const registration = Object.assign(new EventTarget(), { waiting, installing: null }) as unknown as ServiceWorkerRegistration;
  const container = Object.assign(new EventTarget(), { controller: {} }) as unknown as ServiceWorkerContainer;
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  act(() => watchForUpdates(registration, container));

  const button = await screen.findByRole('button', { name: UPDATE_TEXT });
  expect(UPDATE_TEXT).toBe('새 버전이 있어요');
  fireEvent.click(button);
  expect(waiting.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
  expect(button).toBeDisabled();
});
