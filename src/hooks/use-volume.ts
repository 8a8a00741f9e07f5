import { useObservableState } from 'observable-hooks';
import { useSession } from '../app/session/session-context';

/** The assistant's level, 0 to 1, ten times a second while connected. */
export function useVolume(): number {
  return useObservableState(useSession().voiceCall.volume$, 0);
}
