import { Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { Suspense } from 'react';
import { DevTools } from './dev-tools';
import { GlobalStyle } from './global-style';
import { HomePage } from './home-page';
import { NotFoundRoute, PrivacyRoute } from './routes';
import { Notifications } from './notifications';
import type { SiteStreams } from '../../streams/site';
import { StreamsProvider } from '../shared/streams-provider';
import { theme } from '../shared/theme';
import { PRIVACY_PATH } from '../content/privacy-line';

export interface AppProps {
  streams: SiteStreams;
  /**
   * Off when hydrating: the prerendered HTML holds the global CSS already, and mounting it
   * again would make styled-components restyle the whole page.
   */
  globalStyle?: boolean;
}

/** The whole site below the router (the router differs between browser and prerender). */
export function App({ streams, globalStyle = true }: AppProps) {
  return (
    <ThemeProvider theme={theme}>
      {globalStyle && <GlobalStyle />}
      <StreamsProvider streams={streams}>
        {/* A boundary around everything: the first hydration pass has next to nothing to do
            in one go, and the page's parts then hydrate in slices. */}
        <Suspense>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path={PRIVACY_PATH} element={<PrivacyRoute />} />
            <Route path="*" element={<NotFoundRoute />} />
          </Routes>
          {/* After the page: the skip link stays the first thing to focus. */}
          <Notifications />
          <DevTools />
        </Suspense>
      </StreamsProvider>
    </ThemeProvider>
  );
}
