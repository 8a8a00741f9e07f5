import { lazy, Suspense, useState } from 'react';
import { useObservableState } from 'observable-hooks';
import { Button } from '../../components/ui/button';
import { churchNameLabel } from '../../content/church-name-label';
import { useStreams } from '../../shared/streams-context';

// "Your church's name" before a call: a press that says the name kept for the visit, if any, and opens the
// field in its place (church-name-input.tsx, a chunk of its own: most visitors never open it).

const ChurchNameInput = lazy(() => import('./church-name-input'));

export function ChurchNameField() {
  const { churchName } = useStreams();
  const typed = useObservableState(churchName.churchName$, null)?.typed.trim();
  const [open, setOpen] = useState(false);
  const openField = () => {
    churchName.load();
    setOpen(true);
  };
  const press = (
    <Button variant="outline" size="sm" aria-expanded={open} onClick={openField} style={{ justifySelf: 'start' }}>
      {typed ? `${churchNameLabel}: ${typed}` : churchNameLabel}
    </Button>
  );
  if (!open) return press;
  // Offline, the press stays.
  return (
    <Suspense fallback={press}>
      <ChurchNameInput />
    </Suspense>
  );
}
