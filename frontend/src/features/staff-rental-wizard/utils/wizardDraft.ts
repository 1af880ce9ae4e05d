/**
 * What staff typed in the wizard but the server does not hold until the finish (fuel, mileage,
 * the handover choice and its reason), kept per rental in this tab's sessionStorage so a reload
 * or a phone that drops the tab in the background loses none of it; removed once finished. Not
 * localStorage: a draft should not outlive the tab and greet the next colleague on a shared phone.
 */
export interface WizardDraft {
  fuelLevel?: number;
  mileage?: string;
  handOver?: boolean;
  overrideReason?: string;
}

const draftKey = (rentalId: number) => `rentalWizardDraft:${rentalId}`;

/** The saved draft, keeping only fields of the right type (storage can hold anything, or be off). */
export function readDraft(rentalId: number): WizardDraft {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(draftKey(rentalId)) ?? '{}');
    if (typeof saved !== 'object' || saved === null) return {};
    const { fuelLevel, mileage, handOver, overrideReason } = saved as Record<string, unknown>;
    return {
      ...(typeof fuelLevel === 'number' && { fuelLevel }),
      ...(typeof mileage === 'string' && { mileage }),
      ...(typeof handOver === 'boolean' && { handOver }),
      ...(typeof overrideReason === 'string' && { overrideReason }),
    };
  } catch {
    return {};
  }
}

export function saveDraft(rentalId: number, draft: WizardDraft): void {
  try {
    sessionStorage.setItem(draftKey(rentalId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the wizard works on, only a reload forgets.
  }
}

export function clearDraft(rentalId: number): void {
  try {
    sessionStorage.removeItem(draftKey(rentalId));
  } catch {
    // As above.
  }
}
