import { createContext, useContext } from 'react';
import type { SiteStreams } from './site-streams';

export const StreamsContext = createContext<SiteStreams | null>(null);

export function useStreams(): SiteStreams {
  const streams = useContext(StreamsContext);
  if (!streams) throw new Error('useStreams must be used inside <StreamsProvider>');
  return streams;
}
