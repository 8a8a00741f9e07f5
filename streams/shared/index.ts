// Pieces the demo and the contact form both use.
export type { ToastMessage } from './toast-message';
export { createSafeStorage, tryGetStorage, type SafeStorage } from './safe-storage';
export { STORAGE_KEYS, type StorageArea, type StorageKey, type StorageKeyName } from './storage-keys';
export { perform, runMachine, step, type Machine, type MachineSpec, type Step } from './machine';
export { analyseStream, frameLevel, type AnalysedStream } from './audio-level';
export { fieldOf } from './field-of';
