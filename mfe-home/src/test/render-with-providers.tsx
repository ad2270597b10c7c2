// Test-only: the providers the shell gives a remote (theme, one QueryClient), with retries off so a
// stubbed failure shows at once.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@momentum/ui/theme';

export function renderWithProviders(ui: ReactElement, path = '/home', queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const result = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, queryClient };
}
