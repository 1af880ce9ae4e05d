import { fromSen, normaliseMoney, toSen } from '../common/money/money';

export interface MileageQuote {
  startMileage: number;
  returnMileage: number;
  drivenKm: number;
  /** mileageLimit x totalDays; null when the limit is 0 (unlimited). */
  allowedKm: number | null;
  extraKm: number;
  extraMileageCharge: string;
  extraMileageFee: string;
}

/**
 * The extra mileage fee at return: km driven beyond mileageLimit x totalDays, times the rental's
 * RM-per-km charge, computed in whole sen. The caller has checked returnMileage >= startMileage.
 */
export function quoteExtraMileage(
  rental: { currentMileage: number; mileageLimit: number; totalDays: number; extraMileageCharge: string },
  returnMileage: number,
): MileageQuote {
  const drivenKm = returnMileage - rental.currentMileage;
  const allowedKm = rental.mileageLimit > 0 ? rental.mileageLimit * rental.totalDays : null;
  const extraKm = allowedKm === null ? 0 : Math.max(0, drivenKm - allowedKm);
  return {
    startMileage: rental.currentMileage,
    returnMileage,
    drivenKm,
    allowedKm,
    extraKm,
    extraMileageCharge: normaliseMoney(rental.extraMileageCharge),
    extraMileageFee: fromSen(extraKm * toSen(rental.extraMileageCharge)),
  };
}
