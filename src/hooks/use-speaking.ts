import { useObservableState } from 'observable-hooks';
import { useSession } from '../app/session/session-context';

export function useSpeaking(): boolean {
  return useObservableState(useSession().voiceCall.speaking$, false);
}
