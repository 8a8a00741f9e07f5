import type { ObservedValueOf } from 'rxjs';
import type { SAMPLE_IDS, Samples } from '../../streams/samples';

type SampleStatus = NonNullable<ObservedValueOf<Samples['view$']>['status']>;

// The sample calls' words: what each is, and what the player says. The calls themselves are the simulated
// assistant's own answers (streams/samples), so they say what the demo says.
export const sampleCallsText = {
  intro: "Calls to the demo assistant, with a computer voice for each caller. No microphone needed, and none of today's calls used.",
  samples: {
    'hospital-visit': { title: 'A hospital visit', team: 'Pastoral care' },
    'wedding-hall': { title: 'Booking the hall for a wedding', team: 'Administration' },
    'youth-camp': { title: 'A youth camp question', team: 'Youth ministry' },
    'at-risk': { title: 'Someone at risk, late at night', team: '000 and Lifeline first, then pastoral care' },
  } satisfies Record<(typeof SAMPLE_IDS)[number], { title: string; team: string }>,
  play: 'Play',
  pause: 'Pause',
  close: 'Close',
  progress: (title: string) => `${title}: how far it has played`,
  status: {
    loading: 'Loading…',
    playing: 'Playing',
    paused: 'Paused',
    ended: 'The call has ended: its summary shows what your office receives.',
    failed: 'The sample could not play. Check your connection, then press Play to try again.',
  } satisfies Record<SampleStatus, string>,
  /** While the visitor's own call runs, a sample would talk over it. */
  inCall: 'Sample calls are off while your own call runs: choose one again after it.',
};
