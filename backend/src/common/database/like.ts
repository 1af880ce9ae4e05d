/**
 * A LIKE pattern for "contains", with the user's % and _ taken literally. '!' is the escape
 * character because MySQL and SQLite disagree on how to write a backslash in ESCAPE '...'.
 */
export const LIKE_ESCAPE = "ESCAPE '!'";

export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (char) => `!${char}`)}%`;
}
