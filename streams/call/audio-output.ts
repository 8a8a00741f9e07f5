/** Plays remote audio tracks; one player per participant. */
export interface AudioOutput {
  /** Creates (or replaces) the participant's player and starts playback; rejects when the browser refuses to play. */
  attach(participantId: string, track: MediaStreamTrack): Promise<void>;
  /**
   * Starts again every player whose playback was refused; resolves with their ids once they
   * play, rejects if the browser refuses again. Call it from the visitor's gesture: `play()`
   * is called before this returns, inside the gesture, as autoplay policies require.
   */
  resume(): Promise<readonly string[]>;
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

/** Calls `play` at once (inside the caller's gesture); a synchronous throw becomes a rejection. */
function playNow(play: (element: HTMLAudioElement) => Promise<void>, player: HTMLAudioElement): Promise<void> {
  try {
    return play(player);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/** An unmuted, autoplaying `<audio data-participant-id>` in the body. */
function createPlayer(doc: Document, participantId: string, source: MediaProvider | null): HTMLAudioElement {
  const player = doc.createElement('audio');
  player.dataset.participantId = participantId;
  player.muted = false;
  player.autoplay = true;
  player.srcObject = source;
  doc.body.appendChild(player);
  return player;
}

/** The default output: an `<audio data-participant-id>` element per participant in the document body. */
export function createDomAudioOutput(deps: DomAudioOutputDeps = {}): AudioOutput {
  const doc = deps.document ?? globalThis.document;
  const toStream = deps.toStream ?? ((track: MediaStreamTrack) => new MediaStream([track]));
  const play = deps.play ?? ((element: HTMLAudioElement) => element.play());
  const players = new Map<string, HTMLAudioElement>();
  // Players the browser would not start; they stay in place, silent, until resume().
  const refused = new Set<string>();

  const detach = (participantId: string): void => {
    players.get(participantId)?.remove();
    players.delete(participantId);
    refused.delete(participantId);
  };

  /** Plays one player; a refusal is remembered (unless the player was replaced meanwhile) and passed on. */
  const start = (participantId: string, player: HTMLAudioElement): Promise<string> =>
    playNow(play, player).then(
      () => {
        refused.delete(participantId);
        return participantId;
      },
      (error: unknown) => {
        if (players.get(participantId) === player) refused.add(participantId);
        throw error;
      },
    );

  return {
    attach: (participantId, track) => {
      detach(participantId);
      const player = createPlayer(doc, participantId, toStream(track));
      players.set(participantId, player);
      return start(participantId, player).then(() => undefined);
    },
    resume: () => {
      const waiting = [...refused].flatMap((id) => {
        const player = players.get(id);
        return player ? [start(id, player)] : [];
      });
      return Promise.all(waiting);
    },
    detach,
    detachAll: () => [...players.keys()].forEach(detach),
  };
}
