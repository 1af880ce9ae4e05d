/**
 * What the customer login screen is opened with, as router location state: registration
 * passes the new e-mail, and once a code has been e-mailed the screen shows the code step.
 * Kept in history state, so a reload or the browser's back button keeps the right step.
 */
export interface LoginScreenState {
  email: string;
  /** The server's "we have sent a code" note; null while the e-mail is still being asked for. */
  codeSentMessage: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Reads location state defensively: anything unexpected opens the e-mail step, empty. */
export function readLoginScreenState(state: unknown): LoginScreenState {
  if (typeof state !== 'object' || state === null) return { email: '', codeSentMessage: null };
  const email = 'email' in state ? text(state.email) : null;
  const codeSentMessage = 'codeSentMessage' in state ? text(state.codeSentMessage) : null;
  // The code step needs the address the code went to.
  return { email: email ?? '', codeSentMessage: email ? codeSentMessage : null };
}
