export { MemoryFileStorage, createFileStorage } from './file-storage';
export type { FileStorage } from './file-storage';
export { deleteStoredFileRows, discardFiles, storeFile } from './stored-files';
