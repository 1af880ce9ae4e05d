import type { ChangeEvent } from 'react';
import { shouldShrink, shrinkImage } from '../files/shrinkImage';

/**
 * onChange for a hidden file input: hands over the one picked file (cancelling picks nothing)
 * and clears the input, so the same file can be picked again after it was changed or refused.
 * A large photo is shrunk in the browser first (shrinkImage); onPreparing brackets that work so
 * the field can show progress. Small files are handed over at once.
 */
export function singleFileChange(onFile: (file: File) => void, onPreparing?: (preparing: boolean) => void) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const picked = input.files?.[0];
    input.value = '';
    if (!picked) return;
    if (!shouldShrink(picked)) {
      onFile(picked);
      return;
    }
    onPreparing?.(true);
    void shrinkImage(picked)
      .then(onFile)
      .finally(() => onPreparing?.(false));
  };
}
