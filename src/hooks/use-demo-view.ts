import { useObservableState } from 'observable-hooks';
import { DEMO_CONFIG, INITIAL_DEMO_STATE, toDemoView, type DemoView } from '../../streams/demo';
import { useSession } from '../app/session/session-context';

// What the prerendered HTML shows; the visitor's stored attempts arrive after hydration.
const PRERENDERED_VIEW: DemoView = toDemoView(INITIAL_DEMO_STATE, DEMO_CONFIG.maxAttemptsPerDay);

export function useDemoView(): DemoView {
  return useObservableState(useSession().demo.state$, PRERENDERED_VIEW);
}
