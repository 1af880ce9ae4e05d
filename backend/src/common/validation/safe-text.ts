/**
 * What no text field may carry: control characters (C0 except tab, LF and CR; DEL; C1) and the
 * bidi embedding/override/isolate controls that make a name or note display differently from
 * what is stored (U+202A-U+202E, U+2066-U+2069).
 */
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** With the u flag a surrogate only matches when it is unpaired ("\ud800" in JSON). */
const LONE_SURROGATE = /\p{Surrogate}/u;
/**
 * The 66 code points Unicode reserves for a program's internal use (U+FDD0-U+FDEF and the last
 * two of every plane, U+FFFE and U+FFFF among them). U+FFFE and U+FFFF cannot appear in XML at
 * all, so one of them in a name made the Excel export unreadable; the others are allowed there
 * but never belong in a name, address or note, so they are refused with them.
 */
const NONCHARACTER = /\p{Noncharacter_Code_Point}/u;

/**
 * Everything XML 1.0 cannot carry (its Char production: tab, LF, CR, U+0020-U+D7FF,
 * U+E000-U+FFFD and U+10000 up). The global flag is safe here: replace() resets lastIndex.
 */
const XML_ILLEGAL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|\p{Surrogate}/gu;

export const CONTROL_CHARACTER_MESSAGE = 'Text must not contain control or direction-override characters';
export const MALFORMED_UNICODE_MESSAGE = 'Text contains malformed Unicode';
export const NONCHARACTER_MESSAGE = 'Text must not contain Unicode non-characters such as U+FFFE or U+FFFF';

/** The message for the first problem in the text, or null when it is clean. */
/** The field code of each problem textProblem names. */
export function textProblemCode(problem: string): 'MALFORMED_UNICODE' | 'CONTROL_CHARACTERS' | 'NONCHARACTERS' {
  if (problem === MALFORMED_UNICODE_MESSAGE) return 'MALFORMED_UNICODE';
  if (problem === NONCHARACTER_MESSAGE) return 'NONCHARACTERS';
  return 'CONTROL_CHARACTERS';
}

export function textProblem(text: string): string | null {
  if (LONE_SURROGATE.test(text)) return MALFORMED_UNICODE_MESSAGE;
  if (FORBIDDEN_CHARACTERS.test(text)) return CONTROL_CHARACTER_MESSAGE;
  if (NONCHARACTER.test(text)) return NONCHARACTER_MESSAGE;
  return null;
}

/** The text without the characters XML cannot hold, for values stored before they were refused. */
export function withoutXmlIllegalCharacters(text: string): string {
  return text.replace(XML_ILLEGAL, '');
}
