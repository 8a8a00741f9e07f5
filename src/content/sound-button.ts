// The call panel's button that opens the sound controls (in the call cards' chunk; what it opens, content/sound-controls.ts).
export const soundButtonText = 'Sound';
