/** What a car costs the business, by kind: the reports sum costs per car and month by these. */
export const COST_CATEGORIES = ['service', 'repair', 'tyres', 'insurance', 'road_tax', 'fuel', 'other'] as const;
export type CostCategory = (typeof COST_CATEGORIES)[number];
