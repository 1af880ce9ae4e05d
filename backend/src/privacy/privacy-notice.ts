/**
 * The version of the privacy notice (PDPA 2010, as amended 2024) the /privacy page shows and each
 * new customer agrees to at registration (customers.privacyConsentVersion). The one home of it:
 * change the notice's text in the browser's catalogues (frontend/src/i18n/locales/{en,ms}/privacy.ts)
 * and move this date on together, so every consent names the wording it was given to.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-28';
