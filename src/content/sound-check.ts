import type { DeviceNotice, Verdict } from '../../streams/devices';
import type { MicrophoneProblem } from '../../streams/demo';
import { microphoneHelp } from './site';

// The sound check beside Start Demo Call: its controls and what it says. The button that opens
// it is in sound-check-entry.ts (it ships with the page; this file loads with the check).

/** A chosen device that went away: the default is used now. */
export function deviceNoticeText({ kind, label }: DeviceNotice): string {
  const name = label || `Your chosen ${kind}`;
  return `${name} is no longer connected, so the demo uses your default ${kind}.`;
}

export const soundCheckText = {
  /** The panel's name for screen readers. */
  panel: 'Sound check',
  done: 'Done',
  microphone: 'Microphone',
  speaker: 'Speaker',
  /** Before the browser names the devices (no permission yet), or where it lists no speakers. */
  defaultMicrophone: 'Your default microphone',
  defaultSpeaker: 'Your default speaker',
  /** Where the browser has its own speaker prompt instead of a list (Firefox). */
  chooseSpeaker: 'Choose speaker',
  level: 'Your microphone level',
  chime: 'Play test sound',
  opening: 'Allow the microphone when your browser asks.',
  verdict: {
    waiting: 'Say a few words and watch the bar. This check doesn’t use a demo call.',
    heard: 'We can hear you. You’re ready for the demo call.',
    silent: 'We can’t hear you. Check your microphone is on and not muted, or choose another, then speak again.',
  } satisfies Record<Verdict, string>,
  /** The tip where the microphone and speaker look like one computer’s own (the assistant may hear itself). */
  headphones: 'Tip: wear headphones so the assistant can’t hear itself.',
  chimePlayed: 'No chime? Turn the volume up or choose another speaker.',
  chimeFailed: 'That speaker can’t play sound. Choose another.',
} as const;

/** A microphone the check could not open: the demo's own words for what happened, and what to do here. */
export const soundCheckProblem: Record<MicrophoneProblem, { title: string; todo: string }> = {
  blocked: {
    title: microphoneHelp.blocked.title,
    todo: 'Click the lock or camera icon in the address bar, allow the microphone, then open the sound check again.',
  },
  'not-found': {
    title: microphoneHelp['not-found'].title,
    todo: 'Plug in a headset or microphone (or switch it on), then open the sound check again.',
  },
  'in-use': {
    title: microphoneHelp['in-use'].title,
    todo: 'Another app, perhaps a video call, is using it. Close that app, then open the sound check again.',
  },
  constraints: {
    title: microphoneHelp.constraints.title,
    todo: 'Choose another microphone, or set one in your computer’s sound settings.',
  },
  unknown: {
    title: microphoneHelp.unknown.title,
    todo: 'Check that this browser may use your microphone, then open the sound check again.',
  },
};
