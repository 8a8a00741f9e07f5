import { lazy, Suspense } from 'react';
import { useStreams } from '../shared/streams-context';

// `import.meta.env.DEV` is false in builds, so the bundler drops the panel and its chunk.
const PageEventLog = import.meta.env.DEV ? lazy(() => import('../dev/page-event-log')) : null;

/** Dev server only: the live call-event log (with the page's CSP violations). Mounted from the start so it sees every event. */
export function DevTools() {
  const { voiceCall } = useStreams();
  if (!PageEventLog) return null;
  return (
    <Suspense fallback={null}>
      <PageEventLog callEvents$={voiceCall.events$} />
    </Suspense>
  );
}
