import { useObservableState } from 'observable-hooks';
import type { Caption } from '../../streams/call';
import { useSession } from '../app/session/session-context';

export function useCaption(): Caption | null {
  return useObservableState(useSession().voiceCall.caption$, null);
}
