import { useObservableState } from 'observable-hooks';
import { useSession } from '../app/session/session-context';

/** Whether the visitor's microphone is muted, as the call reports it. */
export function useMuted(): boolean {
  return useObservableState(useSession().voiceCall.muted$, false);
}
