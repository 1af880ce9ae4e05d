/**
 * What a summons or toll is and where it stands, as data: the states, the moves staff make by
 * hand, and from which states each is open. The service runs every move as one conditional
 * update on `from`, so of two staff making moves at once exactly one wins.
 */

export const ROAD_CHARGE_KINDS = ['summons', 'toll'] as const;
export type RoadChargeKind = (typeof ROAD_CHARGE_KINDS)[number];

/** Police, the road transport department, the automated speed cameras, and the local council's parking. */
export const SUMMONS_ISSUERS = ['pdrm', 'jpj', 'aes_awas', 'local_council'] as const;
export type SummonsIssuer = (typeof SUMMONS_ISSUERS)[number];

/**
 * 'unmatched': no rental had the car then (staff may assign one); 'charged': on the rental's
 * account, still owed; 'paid': covered (by the deposit held, or staff saw it paid); 'disputed':
 * the renter contests it; 'written_off': dropped, its charges reversed.
 */
export const ROAD_CHARGE_STATUSES = ['unmatched', 'charged', 'paid', 'disputed', 'written_off'] as const;
export type RoadChargeStatus = (typeof ROAD_CHARGE_STATUSES)[number];

/** A charge still to be settled: nobody's yet, on a rental's account, or contested. */
export const OPEN_ROAD_CHARGE_STATUSES = ['unmatched', 'charged', 'disputed'] as const satisfies readonly RoadChargeStatus[];

export const ROAD_CHARGE_ACTIONS = ['assign', 'mark_paid', 'dispute', 'write_off'] as const;
export type RoadChargeAction = (typeof ROAD_CHARGE_ACTIONS)[number];

export const ROAD_CHARGE_MOVES: Record<RoadChargeAction, { from: readonly RoadChargeStatus[]; to: RoadChargeStatus }> = {
  assign: { from: ['unmatched'], to: 'charged' },
  mark_paid: { from: ['charged', 'disputed'], to: 'paid' },
  dispute: { from: ['charged', 'paid'], to: 'disputed' },
  write_off: { from: ['unmatched', 'charged', 'paid', 'disputed'], to: 'written_off' },
};

/** The moves open from a state, for the list's buttons. */
export function roadChargeActions(status: RoadChargeStatus): RoadChargeAction[] {
  return ROAD_CHARGE_ACTIONS.filter((action) => ROAD_CHARGE_MOVES[action].from.includes(status));
}
