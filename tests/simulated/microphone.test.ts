import { describe, expect, it } from 'vitest';
import { NoMediaDevicesError, cameraErrorEvent, createWebAudioMicrophone, microphoneError } from '../../streams/simulated/microphone';

const domError = (name: string, message = `${name} message`) => new DOMException(message, name);
/** An OverconstrainedError as browsers make one: a DOMException with the unmet constraint's name. */
const overconstrained = (constraint: string) =>
  Object.assign(new DOMException('Invalid constraint', 'OverconstrainedError'), { constraint });

describe('getUserMedia errors become daily-js camera-error objects', () => {
  it.each([
    [
      domError('NotAllowedError', 'Permission denied'),
      { type: 'permissions', msg: 'Permission denied', blockedBy: 'user', blockedMedia: ['audio'] },
    ],
    [
      domError('NotAllowedError', 'Permission denied by system'),
      { type: 'permissions', msg: 'Permission denied by system', blockedBy: 'browser', blockedMedia: ['audio'] },
    ],
    [
      domError('PermissionDeniedError'),
      { type: 'permissions', msg: 'PermissionDeniedError message', blockedBy: 'user', blockedMedia: ['audio'] },
    ],
    [domError('SecurityError'), { type: 'permissions', msg: 'SecurityError message', blockedBy: 'browser', blockedMedia: ['audio'] }],
    [
      domError('NotFoundError', 'Requested device not found'),
      { type: 'not-found', msg: 'Requested device not found', missingMedia: ['audio'] },
    ],
    [domError('DevicesNotFoundError'), { type: 'not-found', msg: 'DevicesNotFoundError message', missingMedia: ['audio'] }],
    [domError('NotReadableError', 'Could not start audio source'), { type: 'mic-in-use', msg: 'Could not start audio source' }],
    [domError('TrackStartError'), { type: 'mic-in-use', msg: 'TrackStartError message' }],
    [domError('AbortError'), { type: 'mic-in-use', msg: 'AbortError message' }],
    [
      domError('OverconstrainedError'),
      { type: 'constraints', msg: 'OverconstrainedError message', reason: 'invalid', failedMedia: ['audio'] },
    ],
    [overconstrained('deviceId'), { type: 'constraints', msg: 'Invalid constraint', reason: 'invalid', failedMedia: ['audio'] }],
    // WebKit's answer on a machine without any microphone.
    [overconstrained(''), { type: 'not-found', msg: 'Invalid constraint', missingMedia: ['audio'] }],
    [
      new TypeError('At least one of audio and video must be requested'),
      { type: 'constraints', msg: 'At least one of audio and video must be requested', reason: 'none-specified', failedMedia: ['audio'] },
    ],
    [new NoMediaDevicesError(), { type: 'undefined-mediadevices', msg: new NoMediaDevicesError().message }],
    [new Error('strange'), { type: 'unknown', msg: 'strange' }],
    ['not even an error', { type: 'unknown', msg: 'not even an error' }],
  ])('%s', (error, expected) => {
    expect(microphoneError(error)).toEqual(expected);
  });

  it('the event has daily-js’s shape: action, errorMsg.errorMsg with audioOk false, and the typed error', () => {
    expect(cameraErrorEvent(domError('NotAllowedError', 'Permission denied'))).toEqual({
      action: 'camera-error',
      errorMsg: { errorMsg: 'Permission denied', audioOk: false },
      error: { type: 'permissions', msg: 'Permission denied', blockedBy: 'user', blockedMedia: ['audio'] },
    });
  });
});

describe('the Web Audio microphone', () => {
  it('without navigator.mediaDevices (an insecure page) rejects as daily-js reports it: undefined-mediadevices', async () => {
    // jsdom has no mediaDevices, like a page served over plain http.
    const opening = createWebAudioMicrophone().open({ audio: true });
    await expect(opening).rejects.toBeInstanceOf(NoMediaDevicesError);
    expect(microphoneError(await opening.catch((error: unknown) => error)).type).toBe('undefined-mediadevices');
  });

  it('passes getUserMedia’s refusal through unchanged and opens no audio context', async () => {
    const refusal = domError('NotAllowedError', 'Permission denied');
    let contexts = 0;
    const microphone = createWebAudioMicrophone({
      mediaDevices: { getUserMedia: () => Promise.reject(refusal) },
      context: () => {
        contexts += 1;
        throw new Error('no context expected');
      },
    });
    await expect(microphone.open({ audio: true })).rejects.toBe(refusal);
    expect(contexts).toBe(0);
  });
});
