import type { ChangeEvent } from 'react';

/**
 * onChange for a hidden file input: hands over the one picked file (cancelling picks nothing)
 * and clears the input, so the same file can be picked again after it was changed or refused.
 */
export function singleFileChange(onFile: (file: File) => void) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const picked = input.files?.[0];
    if (picked) onFile(picked);
    input.value = '';
  };
}
