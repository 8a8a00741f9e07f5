import type { ReactNode } from 'react';
import type { SiteStreams } from '../../streams/site';
import { StreamsContext } from './streams-context';

/** Hands the streams of one visit to React; they are built outside render, once. */
export function StreamsProvider({ streams, children }: { streams: SiteStreams; children: ReactNode }) {
  return <StreamsContext.Provider value={streams}>{children}</StreamsContext.Provider>;
}
