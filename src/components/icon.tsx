/** Names of the symbols in public/icons.svg. */
export type IconName = 'voice' | 'routing' | 'summary' | 'care' | 'booking' | 'controls' | 'phone' | 'mail' | 'mic' | 'menu' | 'close';

// One cached sprite file instead of path data in the page's JavaScript.
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
