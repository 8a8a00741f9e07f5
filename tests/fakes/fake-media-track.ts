/** A typed stand-in for a MediaStreamTrack in Node (jsdom has no WebRTC). */
export class FakeMediaStreamTrack extends EventTarget implements MediaStreamTrack {
  contentHint = '';
  enabled = true;
  readonly id: string;
  readonly label = 'fake';
  readonly muted = false;
  onended: ((this: MediaStreamTrack, ev: Event) => unknown) | null = null;
  onmute: ((this: MediaStreamTrack, ev: Event) => unknown) | null = null;
  onunmute: ((this: MediaStreamTrack, ev: Event) => unknown) | null = null;
  readyState: MediaStreamTrackState = 'live';

  constructor(readonly kind: 'audio' | 'video' = 'audio') {
    super();
    this.id = `fake-${kind}-track`;
  }

  applyConstraints(): Promise<void> {
    return Promise.resolve();
  }

  clone(): MediaStreamTrack {
    return new FakeMediaStreamTrack(this.kind);
  }

  getCapabilities(): MediaTrackCapabilities {
    return {};
  }

  getConstraints(): MediaTrackConstraints {
    return {};
  }

  getSettings(): MediaTrackSettings {
    return {};
  }

  stop(): void {
    this.readyState = 'ended';
  }
}
