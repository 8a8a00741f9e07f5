import { useObservableState } from 'observable-hooks';
import { EMPTY_DRAFT, IDLE_CONTACT_VIEW, type ContactDraft, type ContactView } from '../../streams/contact';
import type { ToastMessage } from '../../streams/shared';
import { useSession } from '../app/session/session-context';

/** The draft; the one saved in this tab arrives after hydration, so the prerendered form matches. */
export function useContactDraft(): ContactDraft {
  return useObservableState(useSession().contact.draft$, EMPTY_DRAFT);
}

export function useContactView(): ContactView {
  return useObservableState(useSession().contact.state$, IDLE_CONTACT_VIEW);
}

/** The last press's result, for the status region beside the form. */
export function useContactResult(): ToastMessage | null {
  return useObservableState(useSession().contact.result$, null);
}
