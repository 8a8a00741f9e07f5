import { Suspense, lazy, useRef, type ComponentType, type RefObject } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/icon';
import { soundCheckEntry } from '../../content/sound-check-entry';
import { useStreams } from '../../shared/streams-context';
import type { DevicesView } from '../../../streams/devices';

// The sound check's place in the idle call space: the button that opens it (over the empty status
// row), and the check itself once open. The check and the device streams load on first use.

const loadPanel = () => import('./sound-check');
const SoundCheck = lazy(loadPanel);
// Only a view that has loaded has a notice, so its words come with the check's code.
const Notice = lazy<ComponentType<Pick<DevicesView, 'notice'>>>(() =>
  loadPanel().then(
    (module) => ({ default: module.DeviceNoticeLine }),
    // The devices' code came, the check's did not: no notice, and the page stays.
    () => ({ default: () => null }),
  ),
);

const Entry = styled.div`
  position: absolute;
  inset: 0.5rem 0.5rem auto 1rem;
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

/** The button that opens the check (loading it first), with the notice of a chosen device that went. */
function EntryButton({ view, focusRef }: { view: DevicesView | null; focusRef: RefObject<boolean> }) {
  const { devices } = useStreams();
  const load = () => Promise.all([loadPanel(), devices.load()]);
  const preload = () => void load().catch(() => undefined);
  const open = () =>
    void load().then(
      ([, loaded]) => loaded.openCheck(),
      (error: unknown) => console.error('The sound check failed to load:', error),
    );
  return (
    <Entry>
      <Button
        variant="outline"
        size="sm"
        onClick={open}
        onPointerEnter={preload}
        onFocus={preload}
        data-testid="sound-check-open"
        ref={(button) => {
          if (button && focusRef.current) {
            focusRef.current = false;
            button.focus();
          }
        }}
      >
        <Icon name="mic" size={16} />
        {soundCheckEntry.label}
      </Button>
      {view && (
        <Suspense fallback={null}>
          <Notice notice={view.notice} />
        </Suspense>
      )}
    </Entry>
  );
}

/** The devices' view (null before their code loads): open, the check; closed, its button. */
export function SoundCheckSlot({ view }: { view: DevicesView | null }) {
  const streams = useStreams().devices.loaded();
  // Done or Escape took the focus out with the panel: back to the button that opened it.
  const focusEntryRef = useRef(false);
  if (!view || view.check.phase === 'closed' || !streams) return <EntryButton view={view} focusRef={focusEntryRef} />;
  const done = () => {
    focusEntryRef.current = true;
    streams.dismissNotice();
    streams.closeCheck();
  };
  return (
    <Suspense fallback={null}>
      <SoundCheck devices={streams} view={view} onDone={done} />
    </Suspense>
  );
}
