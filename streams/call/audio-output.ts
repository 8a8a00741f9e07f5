/** Plays remote audio tracks; one player per participant. */
export interface AudioOutput {
  /** Creates (or replaces) the participant's player and starts playback. */
  attach(participantId: string, track: MediaStreamTrack): Promise<void>;
  /** Removes the participant's player, if any. */
  detach(participantId: string): void;
  /** Removes every player this output created. */
  detachAll(): void;
}

export interface DomAudioOutputDeps {
  document?: Document;
  /** Wraps a track for `srcObject` (default: `new MediaStream([track])`). */
  toStream?: (track: MediaStreamTrack) => MediaProvider | null;
  /** Starts playback (default: `element.play()`). */
  play?: (element: HTMLAudioElement) => Promise<void>;
}

/** The default output: an `<audio data-participant-id>` element per participant in the document body. */
export function createDomAudioOutput(deps: DomAudioOutputDeps = {}): AudioOutput {
  const doc = deps.document ?? globalThis.document;
  const toStream = deps.toStream ?? ((track: MediaStreamTrack) => new MediaStream([track]));
  const play = deps.play ?? ((element: HTMLAudioElement) => element.play());
  const players = new Map<string, HTMLAudioElement>();

  const detach = (participantId: string): void => {
    players.get(participantId)?.remove();
    players.delete(participantId);
  };

  return {
    attach: (participantId, track) => {
      detach(participantId);
      const player = doc.createElement('audio');
      player.dataset.participantId = participantId;
      player.muted = false;
      player.autoplay = true;
      player.srcObject = toStream(track);
      doc.body.appendChild(player);
      players.set(participantId, player);
      return play(player);
    },
    detach,
    detachAll: () => [...players.keys()].forEach(detach),
  };
}
