/** Rows per page of every report: a phone scrolls through them, a desktop sees a few rows of cards. */
export const REPORT_PAGE_SIZE = 20;
