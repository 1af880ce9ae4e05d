import { useState } from 'react';

/**
 * The value, or the last non-null one while it is null: a dialog fading out keeps showing what
 * it showed instead of going blank. (MUI unmounts dialog content once closed, so forms inside
 * still start afresh on the next opening.)
 */
export function useRetained<T>(value: T | null): T | null {
  const [kept, setKept] = useState<T | null>(value);
  if (value !== null && value !== kept) setKept(value);
  return value ?? kept;
}
