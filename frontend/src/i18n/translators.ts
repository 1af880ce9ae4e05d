// Everything that turns English texts into another language, in one chunk an English reader
// never downloads: the app loads it with the first non-English language (see translation.ts).
export { translateMessage } from './translateMessage';
export { translateError, translateFieldError } from './translateError';
