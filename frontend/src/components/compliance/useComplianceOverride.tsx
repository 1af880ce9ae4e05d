import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { translateError } from '../../i18n';
import { isApiError } from '../../lib/httpError';
import { useSession } from '../../lib/session';
import type { OverrideQuestion } from './ComplianceOverrideDialog';

// Only an admin meeting a lapse ever sees it: its form (and the validation library) load then.
const ComplianceOverrideDialog = lazy(() =>
  import('./ComplianceOverrideDialog').then((module) => ({ default: module.ComplianceOverrideDialog })),
);

/**
 * Booking, extending or handing over a car whose road tax, insurance, inspection or permit lapses
 * before the rental ends is refused; an admin may go ahead with a reason. `withOverride(call)`
 * runs `call()`; when an admin meets that refusal it asks for the reason and runs `call(reason)`,
 * and rethrows the refusal when they step back. Staff simply get the refusal, which says an
 * admin can go ahead. Render `overrideDialog` beside the screen.
 */
export function useComplianceOverride(): {
  withOverride: <Result>(call: (reason?: string) => Promise<Result>) => Promise<Result>;
  overrideDialog: ReactNode;
} {
  const { isAdmin } = useSession();
  const [question, setQuestion] = useState<OverrideQuestion | null>(null);
  const [asked, setAsked] = useState(false);

  const withOverride = useCallback(
    async <Result,>(call: (reason?: string) => Promise<Result>): Promise<Result> => {
      try {
        return await call();
      } catch (error) {
        if (!isAdmin || !isApiError(error) || error.code !== 'VEHICLE_COMPLIANCE_LAPSED') throw error;
        setAsked(true);
        const reason = await new Promise<string | null>((answer) =>
          setQuestion({ id: 'override', refusal: translateError(error), answer }),
        );
        setQuestion(null);
        if (reason === null) throw error;
        return call(reason);
      }
    },
    [isAdmin],
  );

  // Mounted from the first question on, so it can fade out when answered.
  const overrideDialog = asked ? (
    <Suspense fallback={null}>
      <ComplianceOverrideDialog question={question} />
    </Suspense>
  ) : null;
  return { withOverride, overrideDialog };
}
