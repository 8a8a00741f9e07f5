import { createContext, useContext } from 'react';
import type { SiteStreams } from '../../streams/site';

export const StreamsContext = createContext<SiteStreams | null>(null);

/** The visit's streams (built once by streams/site); each component reads the streams it shows. */
export function useStreams(): SiteStreams {
  const streams = useContext(StreamsContext);
  if (!streams) throw new Error('useStreams must be used inside <StreamsProvider>');
  return streams;
}
