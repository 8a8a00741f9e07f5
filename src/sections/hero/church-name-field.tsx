import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useObservableState } from 'observable-hooks';
import { Button } from '../../components/ui/button';
import { churchNameLabel } from '../../content/church-name-label';
import { useStreams } from '../../shared/streams-context';

// "Your church's name" before a call: a press that says the name kept for the visit, if any, and opens the
// field in its place (church-name-input.tsx, a chunk of its own: most visitors never open it).

// Made again at each opening: React keeps a lazy component's first outcome, a failed load's too. Offline, the
// field is the press again, which tries once more (without a catch, the failure would take the page down).
const input = () =>
  lazy<ComponentType<{ press: ReactNode }>>(() =>
    import('./church-name-input').catch(() => ({ default: ({ press }: { press: ReactNode }) => press })),
  );

export function ChurchNameField() {
  const { churchName } = useStreams();
  const typed = useObservableState(churchName.churchName$, null)?.typed.trim();
  const [open, setOpen] = useState(false);
  const [ChurchNameInput, setInput] = useState(input);
  const openField = () => {
    churchName.load();
    setInput(input);
    setOpen(true);
  };
  const press = (
    <Button variant="outline" size="sm" aria-expanded={open} onClick={openField} style={{ justifySelf: 'start' }}>
      {typed ? `${churchNameLabel}: ${typed}` : churchNameLabel}
    </Button>
  );
  if (!open) return press;
  return (
    <Suspense fallback={press}>
      <ChurchNameInput press={press} />
    </Suspense>
  );
}
