// Everything that turns English texts into another language, in one chunk an English reader
// never downloads: the app loads it with the first non-English language (see translation.ts).
export { translateMessage } from './translateMessage';
export { translateError, translateFieldError } from './translateError';
// MUI's own texts in Malay (pagination's "Go to page 2", Close...): building them starts Intl's
// number formatting, a tenth of a second on a slow phone that an English first visit never needs.
export { msMS as malayComponentTexts } from '@mui/material/locale';
