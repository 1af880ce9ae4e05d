import { describe, expect, it } from 'vitest';
import { MAX_PROOF_BYTES, PROOF_FILE_MESSAGES, proofFileProblem } from './proofFile';

function file(name: string, type: string, size = 1000): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

describe('the payment proof file', () => {
  it.each([
    ['shot.jpg', 'image/jpeg'],
    ['shot.jpeg', 'image/jpg'],
    ['shot.png', 'image/png'],
    ['shot.webp', 'image/webp'],
    ['shot.JPG', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(proofFileProblem(file(name, type))).toBeNull();
  });

  it.each([
    ['receipt.pdf', 'application/pdf'],
    ['logo.svg', 'image/svg+xml'],
    ['anim.gif', 'image/gif'],
    ['photo.heic', ''],
  ])('refuses %s with the invalid type message', (name, type) => {
    expect(proofFileProblem(file(name, type))).toBe(PROOF_FILE_MESSAGES.invalidType);
  });

  it('takes 10 MB and refuses a byte more', () => {
    expect(proofFileProblem(file('big.jpg', 'image/jpeg', MAX_PROOF_BYTES))).toBeNull();
    expect(proofFileProblem(file('big.jpg', 'image/jpeg', MAX_PROOF_BYTES + 1))).toBe(PROOF_FILE_MESSAGES.tooLarge);
  });
});
