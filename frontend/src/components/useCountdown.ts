import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left of a countdown that starts on mount (e.g. before a code may be sent
 * again); restart() starts it over. 0 means the wait is over. Measured against the clock, so a
 * tab that was in the background shows the right time when it comes back.
 */
export function useCountdown(seconds: number): { remaining: number; restart: () => void } {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, [seconds]);

  return { remaining: Math.max(0, Math.ceil((endsAt - now) / 1000)), restart };
}
