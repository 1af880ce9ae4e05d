import { describe, expect, it } from 'vitest';
import { readLoginScreenState } from './loginState';

describe('readLoginScreenState', () => {
  it('opens the code step when a code was sent to an e-mail', () => {
    expect(readLoginScreenState({ email: 'a@example.com', codeSentMessage: 'Sent.' })).toEqual({
      email: 'a@example.com',
      codeSentMessage: 'Sent.',
    });
  });

  it('prefills the e-mail step', () => {
    expect(readLoginScreenState({ email: 'a@example.com', codeSentMessage: null })).toEqual({
      email: 'a@example.com',
      codeSentMessage: null,
    });
  });

  it.each([undefined, null, 'x', 42, {}, { email: 7 }, { codeSentMessage: 'Sent.' }, { email: '', codeSentMessage: 'Sent.' }])(
    'opens an empty e-mail step for %j',
    (state) => {
      expect(readLoginScreenState(state)).toEqual({ email: '', codeSentMessage: null });
    },
  );
});
