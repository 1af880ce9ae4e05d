export {
  OPEN_LINK_LIFETIME_MS,
  DOWNLOAD_LINK_LIFETIME_MS,
  FileFetchError,
  fetchProtectedFile,
  fileNameFromDisposition,
  openPendingTab,
  showBlobInTab,
  downloadBlob,
  type FetchedFile,
} from './blobFiles';
