export { MemoryFileStorage, createFileStorage } from './file-storage';
export type { FileStorage } from './file-storage';
export { deleteStoredFileRows, discardFiles, storedFileResponse, storeFile } from './stored-files';
export {
  claimUploads,
  holdUpload,
  pendingUploadCount,
  PENDING_UPLOAD_TTL_MS,
  sweepPendingUploads,
} from './pending-uploads';
