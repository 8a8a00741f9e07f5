import { Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ToastProvider } from '../components/ui/toast';
import { DevTools } from '../dev-tools';
import { useNotifications } from '../hooks/use-notifications';
import { GlobalStyle } from './global-style';
import { HomePage } from './home-page';
import { NotFoundPage } from './not-found-page';
import type { Session } from './session/create-session';
import { SessionProvider } from './session/session-provider';
import { theme } from './theme';

function Notifications() {
  useNotifications();
  return null;
}

/** The whole site below the router (the router differs between browser and prerender). */
export function App({ session }: { session: Session }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SessionProvider session={session}>
        <ToastProvider>
          <Notifications />
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
          <DevTools />
        </ToastProvider>
      </SessionProvider>
    </ThemeProvider>
  );
}
