import { toDemoView } from '../../streams/demo/demo-machine';
import { UNCOUNTED_DEMO_VIEW, type DemoStatus, type DemoView } from '../../streams/demo/demo-state';
import type { DemoControlProps } from '../../src/sections/hero/demo-control';
import { demoState } from '../demo/demo-call-fakes';

type ViewProps = Pick<DemoControlProps, 'view'>;

/**
 * The control's view for a status and the calls left today (of three), from the demo's own view; `patch`
 * sets what the view says otherwise (a microphone problem, audio refused, or a press the status would allow).
 */
export function demoProps(status: DemoStatus, attemptsLeft: number, patch: Partial<DemoView> = {}): ViewProps {
  return { view: { ...toDemoView(demoState({ status, attemptsUsed: 3 - attemptsLeft }), 3), ...patch } };
}

/** The control's view before the visitor's stored count is known (the prerendered page). */
export const uncountedProps: ViewProps = { view: UNCOUNTED_DEMO_VIEW };
