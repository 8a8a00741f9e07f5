import { useObservableState } from 'observable-hooks';
import { useCallback, useEffect, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { soundText } from '../../../content/sound-controls';
import { useStreams } from '../../../shared/streams-context';

// Push to talk's press: its switch is in the sound panel (sound-panel.tsx); while it is on, "Hold to talk" is in
// Mute microphone's place, and Space held anywhere in the call's space talks too (not in the field, where it
// types a space). A chunk of its own, loaded when push to talk is first switched on.

// A long press on a phone neither scrolls nor selects the label.
const HOLD_STYLE = { touchAction: 'none', userSelect: 'none', WebkitUserSelect: 'none' } as const;

/**
 * Space is push to talk's in the call's space: on "Hold to talk" and where nothing else takes it (the space
 * itself, the captions), not on another control, which Space presses or flips, nor where it types.
 */
function talksBySpace(event: globalThis.KeyboardEvent): boolean {
  if (event.key !== ' ' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target instanceof Element ? event.target : null;
  if (!target?.closest('[data-testid="call-stage"]')) return false;
  if (target.closest('[data-testid="hold-to-talk"]')) return true;
  return !target.closest('input, textarea, select, button, a, [role="switch"], [contenteditable="true"]');
}

/** Space held in the call's space holds the microphone open; losing the window lets go. */
function useSpaceToTalk(hold: (held: boolean) => void) {
  useEffect(() => {
    const down = (event: globalThis.KeyboardEvent) => {
      if (!talksBySpace(event)) return;
      // Not the focused button's press: Space talks here.
      event.preventDefault();
      if (!event.repeat) hold(true);
    };
    const up = (event: globalThis.KeyboardEvent) => {
      if (event.key !== ' ') return;
      if (talksBySpace(event)) event.preventDefault();
      hold(false);
    };
    const letGo = () => hold(false);
    document.addEventListener('keydown', down);
    document.addEventListener('keyup', up);
    window.addEventListener('blur', letGo);
    return () => {
      document.removeEventListener('keydown', down);
      document.removeEventListener('keyup', up);
      window.removeEventListener('blur', letGo);
      hold(false);
    };
  }, [hold]);
}

/**
 * "Hold to talk": the microphone on while it is pressed (pointer, Enter or Space), its state told by aria-pressed; let go
 * when the focus leaves it. A press with no pointer or key held (a screen reader's, voice control's) starts or stops it.
 */
export function HoldToTalk() {
  const { voiceCall } = useStreams();
  const held = useObservableState(voiceCall.pushToTalk$, null)?.held === true;
  // One function for the call: the listeners stay put across renders.
  const hold = useCallback((held: boolean) => voiceCall.holdToTalk(held), [voiceCall]);
  useSpaceToTalk(hold);
  const enter = (held: boolean) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!event.repeat) hold(held);
  };
  return (
    <Button
      variant={held ? 'accent' : 'outline'}
      size="sm"
      aria-pressed={held}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        hold(true);
      }}
      onPointerUp={() => hold(false)}
      onPointerCancel={() => hold(false)}
      onLostPointerCapture={() => hold(false)}
      onKeyDown={enter(true)}
      onKeyUp={enter(false)}
      onBlur={() => hold(false)}
      onClick={(event) => {
        if (event.detail === 0) hold(!held);
      }}
      onContextMenu={(event) => event.preventDefault()}
      style={HOLD_STYLE}
      data-testid="hold-to-talk"
    >
      {soundText.holdToTalk}
    </Button>
  );
}
