// Pieces the other folders share: the machine loop, storage and its keys, a toast's message, audio levels, a field of an event.
export type { ToastMessage } from './toast-message';
export { createSafeStorage, tryGetStorage } from './safe-storage';
export { STORAGE_KEYS, type StorageArea, type StorageKeyName } from './storage-keys';
export { kept, perform, recorded, runMachine, step, type Lifetime, type Machine, type Step } from './machine';
export { analyseStream, frameLevel } from './audio-level';
export { fieldOf } from './field-of';
export { lazyChunk, type LazyChunk } from './lazy-chunk';
