import { UNCOUNTED_DEMO_VIEW, toDemoView, type DemoView, type UncountedDemoView } from '../../streams/demo/demo-view';
import type { DemoStatus } from '../../streams/demo/demo-machine';
import type { DemoControlProps } from '../../src/sections/hero/demo-control';
import { demoState } from '../demo/demo-call-fakes';

type ViewProps = Pick<DemoControlProps, 'status' | 'attemptsLeft' | 'canStart' | 'canEnd'>;

const propsOf = (view: DemoView | UncountedDemoView): ViewProps => ({
  status: view.status,
  attemptsLeft: view.attemptsLeft,
  canStart: view.canStart,
  canEnd: view.canEnd,
});

/** The control's props for a status and the calls left today (of three), from the demo's own view. */
export function demoProps(status: DemoStatus, attemptsLeft: number): ViewProps {
  return propsOf(toDemoView(demoState({ status, attemptsUsed: 3 - attemptsLeft }), 3));
}

/** The control's props before the visitor's stored count is known (the prerendered page). */
export const uncountedProps: ViewProps = propsOf(UNCOUNTED_DEMO_VIEW);
