// Pieces the other folders share: the machine loop (and code loaded once, held for the visit), storage and its keys, a toast's message, audio levels, a field of an event.
export type { ToastMessage } from './toast-message';
export { createSafeStorage, tryGetStorage } from './safe-storage';
export { STORAGE_KEYS, type StorageArea, type StorageKeyName } from './storage-keys';
export { kept, lazyChunk, perform, recorded, runMachine, step, type LazyChunk, type Lifetime, type Machine, type Step } from './machine';
export { analyseStream, frameLevel } from './audio-level';
export { fieldOf } from './field-of';
