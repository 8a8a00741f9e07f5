import { Observable, Subject, ignoreElements, of, throwError, timer, type SchedulerLike } from 'rxjs';
import type { AudioDevice, DeviceList, MediaPort, MicrophoneLevel } from '../../streams/devices/media-port';

// The unit-test browser for the sound check: devices listed from a script, a microphone whose
// level is scripted in virtual time, a chime that lasts a while, and a record of what was opened.

/** The visitor's voice on the microphone: `level` from `from` ms (inclusive) to `to` ms (exclusive). */
export interface LevelSpan {
  readonly from: number;
  readonly to: number;
  readonly level: number;
}

export const builtInPair: DeviceList = {
  inputs: [
    { deviceId: 'default', label: 'Default - MacBook Pro Microphone (Built-in)' },
    { deviceId: 'mic-builtin', label: 'MacBook Pro Microphone (Built-in)' },
    { deviceId: 'mic-usb', label: 'Yeti Stereo Microphone (046d:0ab1)' },
  ],
  outputs: [
    { deviceId: 'default', label: 'Default - MacBook Pro Speakers (Built-in)' },
    { deviceId: 'speaker-builtin', label: 'MacBook Pro Speakers (Built-in)' },
    { deviceId: 'headphones', label: 'External Headphones' },
  ],
};

/** What browsers list before the visitor has allowed a microphone: no labels (Chrome: no ids either). */
export const unlabelled: DeviceList = { inputs: [{ deviceId: '', label: '' }], outputs: [{ deviceId: '', label: '' }] };

export interface FakeMediaOptions {
  readonly list?: DeviceList;
  /** The list once a microphone has been opened (labels come with the permission). */
  readonly listAfterPermission?: DeviceList;
  readonly voice?: readonly LevelSpan[];
  readonly refusal?: Error;
  readonly chimeMs?: number;
  readonly chimeRefusal?: Error;
  readonly canChooseSpeaker?: boolean;
  readonly prompted?: AudioDevice | null;
}

export class FakeMediaPort implements MediaPort {
  readonly deviceChange$ = new Subject<void>();
  /** The device of every microphone opened, in order (null: the default). */
  readonly opened: (string | null)[] = [];
  /** Microphones open now. */
  live = 0;
  readonly chimes: (string | null)[] = [];
  readonly canChooseSpeaker: boolean;
  readonly canPromptSpeaker: boolean;
  private list: DeviceList;
  private permitted = false;

  constructor(
    private readonly scheduler: SchedulerLike,
    private readonly options: FakeMediaOptions = {},
  ) {
    this.list = options.list ?? builtInPair;
    this.canChooseSpeaker = options.canChooseSpeaker ?? true;
    this.canPromptSpeaker = options.prompted !== undefined;
  }

  devices(): Observable<DeviceList> {
    return of(this.permitted && this.options.listAfterPermission ? this.options.listAfterPermission : this.list);
  }

  /** A device was plugged in or out. */
  change(list: DeviceList): void {
    this.list = list;
    this.deviceChange$.next();
  }

  microphone(deviceId: string | null): Observable<MicrophoneLevel> {
    if (this.options.refusal) return throwError(() => this.options.refusal);
    return new Observable<MicrophoneLevel>((subscriber) => {
      this.opened.push(deviceId);
      this.permitted = true;
      this.live += 1;
      subscriber.next({ level: () => this.levelAt(this.scheduler.now()) });
      return () => {
        this.live -= 1;
      };
    });
  }

  promptSpeaker(): Observable<AudioDevice | null> {
    return of(this.options.prompted ?? null);
  }

  chime(speakerId: string | null): Observable<never> {
    this.chimes.push(speakerId);
    if (this.options.chimeRefusal) return throwError(() => this.options.chimeRefusal);
    return timer(this.options.chimeMs ?? 440, this.scheduler).pipe(ignoreElements());
  }

  private levelAt(now: number): number {
    return this.options.voice?.find((span) => now >= span.from && now < span.to)?.level ?? 0;
  }
}
