import { makeVoiceFixtures } from '../../scripts/make-voice-fixtures';
import { startDisplay } from './display';
import { DISPLAY_ENV, SOUND_SERVER_ENV, engineSettings } from './settings';
import { startSoundServer } from './sound-server';

/** Starts the run's sound server and X display (each by pid, stopped at the end) and makes the visitor's recording. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  makeVoiceFixtures();
  const sound = await startSoundServer();
  try {
    const display = await startDisplay(engineSettings.displayNumber);
    process.env[SOUND_SERVER_ENV] = sound.address;
    process.env[DISPLAY_ENV] = display.name;
    return async () => {
      await display.stop();
      await sound.stop();
    };
  } catch (error) {
    await sound.stop();
    throw error;
  }
}
