import { Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ToastProvider } from '../components/ui/toast';
import { GlobalStyle } from './global-style';
import { HomePage } from './home-page';
import { NotFoundPage } from './not-found-page';
import { theme } from './theme';

/** The whole site below the router (the router differs between browser and prerender). */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastProvider>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </ToastProvider>
    </ThemeProvider>
  );
}
