/** Sum of the audio levels of all remote participants (Daily's participantsAudioLevel map). */
export function sumLevels(levels: Readonly<Record<string, number>>): number {
  return Object.values(levels).reduce((total, level) => total + level, 0);
}
