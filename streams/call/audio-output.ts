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
  /**
   * Plays every player, now and later, on this speaker (null: the default), where the browser
   * lets the page choose one (`setSinkId`). Rejects if the speaker cannot be used.
   */
  setSpeaker(deviceId: string | null): Promise<void>;
}

export interface DomAudioOutputDeps {
  document?: Document;
  /** Wraps a track for `srcObject` (default: `new MediaStream([track])`). */
  toStream?: (track: MediaStreamTrack) => MediaProvider | null;
  /** Starts playback (default: `element.play()`). */
  play?: (element: HTMLAudioElement) => Promise<void>;
  /** Sends a player to a speaker ('' the default; default: `element.setSinkId`, where the browser has it). */
  setSink?: (element: HTMLAudioElement, sinkId: string) => Promise<void>;
}

/** Older Safari and Firefox have no `setSinkId`, whatever the DOM types say: the default speaker it is. */
function browserSink(element: HTMLAudioElement, sinkId: string): Promise<void> {
  const sinkable: Partial<Pick<HTMLAudioElement, 'setSinkId'>> = element;
  return typeof sinkable.setSinkId === 'function' ? element.setSinkId(sinkId) : Promise.resolve();
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

/** The visitor's speaker ('' the default): set on players made later too, and moved under those playing. */
function speakerChoice(setSink: (element: HTMLAudioElement, sinkId: string) => Promise<void>) {
  let sinkId = '';
  return {
    /**
     * Starts a new player on the chosen speaker (one that is gone plays nothing, so then on the
     * default); without a choice, at once, as it always was.
     */
    start: <T>(player: HTMLAudioElement, play: () => Promise<T>): Promise<T> =>
      sinkId === ''
        ? play()
        : setSink(player, sinkId)
            .catch(() => undefined)
            .then(play),
    choose: (deviceId: string | null, players: Iterable<HTMLAudioElement>): Promise<void> => {
      sinkId = deviceId ?? '';
      return Promise.all([...players].map((player) => setSink(player, sinkId))).then(() => undefined);
    },
  };
}

function withDefaults(deps: DomAudioOutputDeps): Required<DomAudioOutputDeps> {
  return {
    document: deps.document ?? globalThis.document,
    toStream: deps.toStream ?? ((track: MediaStreamTrack) => new MediaStream([track])),
    play: deps.play ?? ((element: HTMLAudioElement) => element.play()),
    setSink: deps.setSink ?? browserSink,
  };
}

/** The default output: an `<audio data-participant-id>` element per participant in the document body. */
export function createDomAudioOutput(options: DomAudioOutputDeps = {}): AudioOutput {
  const { document: doc, toStream, play, ...deps } = withDefaults(options);
  const speaker = speakerChoice(deps.setSink);
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
      return speaker.start(player, () => start(participantId, player)).then(() => undefined);
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
    setSpeaker: (deviceId) => speaker.choose(deviceId, players.values()),
  };
}
