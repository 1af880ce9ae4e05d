import { z } from 'zod';

/**
 * Username and password, each at least one character (the server judges the rest).
 * Shared by staff login, admin login and the admin's Add Staff form.
 */
export const credentialsSchema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});

export type Credentials = z.infer<typeof credentialsSchema>;

/** A new staff or admin password, as the server's CreateStaffDto checks it. */
export const STAFF_PASSWORD_MIN = 8;
export const STAFF_PASSWORD_MAX = 200;

/** Add Staff: the login rule plus the server's password length, with the server's messages. */
export const newStaffSchema = credentialsSchema.extend({
  password: z
    .string()
    .min(STAFF_PASSWORD_MIN, `Password must be at least ${STAFF_PASSWORD_MIN} characters`)
    .max(STAFF_PASSWORD_MAX, `Password must be at most ${STAFF_PASSWORD_MAX} characters`),
});

/**
 * Characters no text field may hold, as the server refuses them: control characters (C0 except
 * tab, LF and CR; DEL; C1) and the bidi embedding/override/isolate controls that make a name
 * display differently from what is stored (U+202A-U+202E, U+2066-U+2069).
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** With the u flag a surrogate half only matches when it is unpaired. */
const LONE_SURROGATE = /\p{Surrogate}/u;
/** The code points reserved for a program's own use (U+FDD0-U+FDEF, U+FFFE, U+FFFF, ...): XML cannot hold the last two. */
const NONCHARACTER = /\p{Noncharacter_Code_Point}/u;

export const CONTROL_CHARACTER_MESSAGE = 'Text must not contain control or direction-override characters';
export const MALFORMED_UNICODE_MESSAGE = 'Text contains malformed Unicode';
export const NONCHARACTER_MESSAGE = 'Text must not contain Unicode non-characters such as U+FFFE or U+FFFF';

/** The server's message for the first problem in the text, or null when it is clean. */
export function textProblem(text: string): string | null {
  if (LONE_SURROGATE.test(text)) return MALFORMED_UNICODE_MESSAGE;
  if (FORBIDDEN_CHARACTERS.test(text)) return CONTROL_CHARACTER_MESSAGE;
  if (NONCHARACTER.test(text)) return NONCHARACTER_MESSAGE;
  return null;
}

/**
 * A string that passes the server's text rule, checked before trimming (so a stray control
 * character at either end is reported, not silently dropped). Chain .trim(), .min() etc. after it.
 */
export function safeText() {
  return z.string().check((ctx) => {
    const problem = textProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });
}
