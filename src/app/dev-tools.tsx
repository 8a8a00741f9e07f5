import { lazy, Suspense } from 'react';
import { useStreams } from '../shared/streams-context';

// `import.meta.env.DEV` is false in builds, so the bundler drops the panel and its chunk.
const CallEventLog = import.meta.env.DEV ? lazy(() => import('../dev/call-event-log')) : null;

/** Dev server only: the live call-event log. Mounted from the start so it sees every event. */
export function DevTools() {
  const { voiceCall } = useStreams();
  if (!CallEventLog) return null;
  return (
    <Suspense fallback={null}>
      <CallEventLog events$={voiceCall.events$} />
    </Suspense>
  );
}
