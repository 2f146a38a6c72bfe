export { LocalFileStorage, MemoryFileStorage, createFileStorage } from './file-storage';
export type { FileStorage } from './file-storage';
export { openFileStorage } from './open-file-storage';
export { importStoredFiles } from './import-files';
export type { ImportedFiles } from './import-files';
export { PostgresFileStorage } from './postgres-file-storage';
export { readDigest, sha256Hex } from './digest';
export { checkStoredFile } from './verify-files';
export type { FileCheck, RecordedFile } from './verify-files';
export { deleteStoredFileRows, discardFiles, storedFileResponse, storeFile } from './stored-files';
export {
  claimUploads,
  holdUpload,
  pendingUploadCount,
  PENDING_UPLOAD_BYTES_MAX,
  PENDING_UPLOADS_MAX,
  PENDING_UPLOAD_TTL_MS,
  reservePendingRoom,
  uploadsFull,
  sweepPendingUploads,
} from './pending-uploads';
export { IMAGE_MAX_PIXELS, invalidImage, reencodeImage } from './stored-image';
export type { StoredImage, StoredImageType } from './stored-image';
export { startUploadSweeper, sweepExpiredUploads, sweepIntervalMs } from './upload-sweeper';
export type { UploadSweeper } from './upload-sweeper';
