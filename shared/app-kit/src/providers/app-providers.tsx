// Provided once at the root (shell or harness): remotes render inside and never create their own.
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { theme } from '@momentum/ui/theme';
import { GlobalStyle } from '@momentum/ui/global-style';
import { ToastProvider } from '@momentum/ui/toast';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** False only when prerendering a remote's screen: the page around it has the global styles. */
  globalStyle?: boolean;
}

export function AppProviders({ queryClient, children, globalStyle = true }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        {globalStyle && <GlobalStyle />}
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
