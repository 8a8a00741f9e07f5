import { useObservableState } from 'observable-hooks';
import { lazy, Suspense, useId, useRef, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { soundButtonText } from '../../../content/sound-button';
import { useStreams } from '../../../shared/streams-context';
import type { SoundPanelProps } from './sound-panel';

// "Sound" in the call panel: it loads with the call, in the call cards' chunk; the panel it opens
// (sound-panel.tsx) loads when it is first pressed.

// Fetched as "Sound" is pointed at or focused, so the panel is there by the press; offline, it does not open.
type Loaded = { default: ComponentType<SoundPanelProps> };
const loadPanel = () => import('./sound-panel');
const SoundPanel = lazy(() =>
  loadPanel().then(
    (module): Loaded => module,
    (): Loaded => ({ default: () => null }),
  ),
);

// "Sound" beside the captions; pressed, the controls open over the row above it, and the captions, with
// their live region, keep their place and their size: the words go on while the volume is set.
const Place = styled.div`
  position: relative;
  flex: 1 1 0;
  display: flex;
  gap: 0.75rem;
  min-height: 0;
  /* The captions, last in the focus order, first in the row. */
  > :last-child {
    order: 0;
    flex: 1 1 0;
    min-width: 0;
  }
  > button {
    order: 1;
    align-self: flex-end;
  }
`;

export interface SoundControlsProps {
  readonly children: ReactNode;
  /** Held by the call panel, which keeps its hint out of the way while the controls are open. */
  readonly open: boolean;
  readonly setOpen: (open: boolean) => void;
}

/** The captions, and beside them "Sound": pressed, the sound panel above until pressed again, or Escape. */
export function SoundControls({ children, open, setOpen }: SoundControlsProps) {
  const { voiceCall } = useStreams();
  const sound = useObservableState(voiceCall.sound$, null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  if (!sound) return children;
  // Escape closes the controls from within them, back on "Sound", as a menu button's popup does.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return;
    setOpen(false);
    button.current?.focus();
  };
  return (
    <Place onKeyDown={onKeyDown}>
      {/* First in the focus order, what it opens next; shown at the right. */}
      <Button
        ref={button}
        variant="outline"
        size="sm"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel().catch(() => undefined)}
        onFocus={() => void loadPanel().catch(() => undefined)}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setOpen(!open);
          // Where the press came from the panel's own controls' side (Safari does not focus a pressed button), focus stays on Sound.
          button.current?.focus();
        }}
      >
        {soundButtonText}
      </Button>
      {open && (
        <Suspense>
          <SoundPanel id={panelId} label={soundButtonText} sound={sound} voiceCall={voiceCall} />
        </Suspense>
      )}
      {children}
    </Place>
  );
}
