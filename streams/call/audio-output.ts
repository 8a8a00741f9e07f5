import { createPhoneLine, type PhoneLine } from './phone-line';

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
  /** Every player's volume (0 to 1), now and later. */
  setVolume(volume: number): void;
  /** Plays every player, now and later, through a telephone's band (off: as it comes). */
  setPhoneBand(on: boolean): void;
  /** Whether a player's volume can be set here: iOS Safari keeps it at 1 (the device's buttons rule). */
  readonly volumeAdjustable: boolean;
}

export interface DomAudioOutputDeps {
  document?: Document;
  /** Wraps a track for `srcObject` (default: `new MediaStream([track])`). */
  toStream?: (track: MediaStreamTrack) => MediaProvider | null;
  /** Starts playback (default: `element.play()`). */
  play?: (element: HTMLAudioElement) => Promise<void>;
  /** Sends a player to a speaker ('' the default; default: `element.setSinkId`, where the browser has it). */
  setSink?: (element: HTMLAudioElement, sinkId: string) => Promise<void>;
  /** A track's telephone sound (default: `createPhoneLine`, Web Audio). */
  phoneLine?: (track: MediaStreamTrack) => PhoneLine;
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
function createPlayer(doc: Document, participantId: string): HTMLAudioElement {
  const player = doc.createElement('audio');
  player.dataset.participantId = participantId;
  player.muted = false;
  player.autoplay = true;
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
    phoneLine: deps.phoneLine ?? ((track: MediaStreamTrack) => createPhoneLine(track)),
  };
}

/**
 * iOS Safari ignores a page's volume (it reads 1 again): a control there would do nothing, so the
 * page asks the browser once, by setting it and reading it back.
 */
function volumeWorks(doc: Document): boolean {
  const probe = doc.createElement('audio');
  probe.volume = 0.5;
  return probe.volume === 0.5;
}

/**
 * The telephone band: each player's graph while it is on, built only then and torn down when it goes
 * off or the player goes; off, the players play their tracks as they come.
 */
function phoneBandChoice(phoneLine: (track: MediaStreamTrack) => PhoneLine, toStream: (track: MediaStreamTrack) => MediaProvider | null) {
  let on = false;
  const lines = new Map<string, PhoneLine>();
  const tracks = new Map<string, MediaStreamTrack>();
  const hangUp = (participantId: string): void => {
    lines.get(participantId)?.close();
    lines.delete(participantId);
  };
  const lineFor = (participantId: string, track: MediaStreamTrack): MediaProvider | null => {
    try {
      const line = phoneLine(track);
      lines.set(participantId, line);
      return line.stream;
    } catch (error) {
      console.warn('The telephone sound could not be made; the assistant plays as it comes:', error);
      return toStream(track);
    }
  };
  /** Sets the player's source; `data-phone-band` says which it plays. */
  const feed = (participantId: string, player: HTMLAudioElement, track: MediaStreamTrack): void => {
    hangUp(participantId);
    tracks.set(participantId, track);
    player.srcObject = on ? lineFor(participantId, track) : toStream(track);
    player.toggleAttribute('data-phone-band', lines.has(participantId));
  };
  const resume = (): void => lines.forEach((line) => line.resume());
  const forget = (participantId: string): boolean => (hangUp(participantId), tracks.delete(participantId));
  return {
    feed,
    forget,
    resume,
    /** Switches every player in place (its element, volume and speaker stay); returns those whose source changed. */
    choose: (next: boolean, players: ReadonlyMap<string, HTMLAudioElement>): [string, HTMLAudioElement][] => {
      on = next;
      const changed = [...players].filter(([id]) => tracks.has(id) && lines.has(id) !== on);
      changed.forEach(([id, player]) => feed(id, player, tracks.get(id)!));
      // The visitor's press: a context that started suspended may start now.
      resume();
      return changed;
    },
  };
}

/** Plays players; one the browser refused is remembered (unless replaced meanwhile) until `retry()` runs from the visitor's press. */
function playback(play: (element: HTMLAudioElement) => Promise<void>, players: ReadonlyMap<string, HTMLAudioElement>) {
  const refused = new Set<string>();
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
    start,
    forget: (participantId: string): boolean => refused.delete(participantId),
    retry: (): Promise<string[]> =>
      Promise.all(
        [...refused].flatMap((id) => {
          const player = players.get(id);
          return player ? [start(id, player)] : [];
        }),
      ),
    /** A new source stops the element: it plays again at once, unless it still waits for the visitor's press. */
    again: (participantId: string, player: HTMLAudioElement): void => {
      if (!refused.has(participantId)) playNow(play, player).catch(() => undefined);
    },
  };
}

/** The default output: an `<audio data-participant-id>` element per participant in the document body. */
export function createDomAudioOutput(options: DomAudioOutputDeps = {}): AudioOutput {
  const { document: doc, toStream, play, phoneLine, ...deps } = withDefaults(options);
  const speaker = speakerChoice(deps.setSink);
  const band = phoneBandChoice(phoneLine, toStream);
  const players = new Map<string, HTMLAudioElement>();
  // Players the browser would not start stay in place, silent, until resume().
  const playing = playback(play, players);
  let volume = 1;
  let adjustable: boolean | undefined;

  const detach = (participantId: string): void => {
    band.forget(participantId);
    players.get(participantId)?.remove();
    players.delete(participantId);
    playing.forget(participantId);
  };

  return {
    attach: (participantId, track) => {
      detach(participantId);
      const player = createPlayer(doc, participantId);
      band.feed(participantId, player, track);
      player.volume = volume;
      players.set(participantId, player);
      return speaker.start(player, () => playing.start(participantId, player)).then(() => undefined);
    },
    resume: () => {
      band.resume();
      return playing.retry();
    },
    detach,
    detachAll: () => [...players.keys()].forEach(detach),
    setSpeaker: (deviceId) => speaker.choose(deviceId, players.values()),
    setVolume: (chosen) => {
      volume = Math.min(1, Math.max(0, chosen));
      players.forEach((player) => (player.volume = volume));
    },
    setPhoneBand: (on) => band.choose(on, players).forEach(([id, player]) => playing.again(id, player)),
    // Asked on first use: the output is made where there may be no document yet.
    get volumeAdjustable() {
      return (adjustable ??= volumeWorks(doc));
    },
  };
}
