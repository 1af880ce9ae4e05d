export {
  OPEN_LINK_LIFETIME_MS,
  DOWNLOAD_LINK_LIFETIME_MS,
  FileFetchError,
  busyDocumentMessage,
  fetchProtectedFile,
  fileNameFromDisposition,
  openPendingTab,
  showBlobInTab,
  downloadBlob,
  type FetchedFile,
} from './blobFiles';
