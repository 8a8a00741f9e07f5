import { useId } from 'react';
import { Button } from '../../components/ui/button';
import type { ButtonSize } from '../../components/ui/button-variants';
import { typingText } from '../../content/typing';

/**
 * "Start a typed call": a demo call held by typing, for a visitor whose microphone is refused, missing
 * or unwanted. `unavailable` hides it but keeps its place, so nothing beside it moves; `busy`
 * keeps it focusable while the call connects.
 */
export function TypeInstead({
  onPress,
  unavailable = false,
  busy = false,
  size = 'lg',
}: {
  onPress: () => void;
  unavailable?: boolean;
  busy?: boolean;
  size?: ButtonSize;
}) {
  const hintId = useId();
  return (
    <>
      <Button
        variant="outline"
        size={size}
        style={unavailable ? { visibility: 'hidden' } : undefined}
        aria-disabled={busy || undefined}
        aria-describedby={hintId}
        onClick={busy || unavailable ? undefined : onPress}
        data-testid="type-instead"
      >
        {typingText.startTyped}
      </Button>
      <span id={hintId} className="visually-hidden">
        {typingText.startTypedHint}
      </span>
    </>
  );
}
