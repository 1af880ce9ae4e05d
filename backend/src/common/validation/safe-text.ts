/**
 * What no text field may carry: control characters (C0 except tab, LF and CR; DEL; C1) and the
 * bidi embedding/override/isolate controls that make a name or note display differently from
 * what is stored (U+202A-U+202E, U+2066-U+2069).
 */
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** With the u flag a surrogate only matches when it is unpaired ("\ud800" in JSON). */
const LONE_SURROGATE = /\p{Surrogate}/u;

export const CONTROL_CHARACTER_MESSAGE = 'Text must not contain control or direction-override characters';
export const MALFORMED_UNICODE_MESSAGE = 'Text contains malformed Unicode';

/** The message for the first problem in the text, or null when it is clean. */
export function textProblem(text: string): string | null {
  if (LONE_SURROGATE.test(text)) return MALFORMED_UNICODE_MESSAGE;
  if (FORBIDDEN_CHARACTERS.test(text)) return CONTROL_CHARACTER_MESSAGE;
  return null;
}
