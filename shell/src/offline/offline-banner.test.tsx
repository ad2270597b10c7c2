import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { theme } from '@momentum/ui/theme';
import { OfflineBanner } from './offline-banner';
import { OFFLINE_TEXT } from './offline-notice';

afterEach(() => onlineManager.setOnline(true));

it('says the device is offline while it is, in a status region, and nothing once it is back', async () => {
  render(
    <ThemeProvider theme={theme}>
      <OfflineBanner />
    </ThemeProvider>,
  );
  const region = screen.getByRole('status');
  expect(region).toBeEmptyDOMElement();
  act(() => onlineManager.setOnline(false));
  expect(await screen.findByText(OFFLINE_TEXT)).toBeVisible();
  expect(region).toHaveTextContent(OFFLINE_TEXT);
  act(() => onlineManager.setOnline(true));
  expect(region).toBeEmptyDOMElement();
});
