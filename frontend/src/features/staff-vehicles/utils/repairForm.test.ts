import { describe, expect, it } from 'vitest';
import { REPAIR_FORM_MESSAGES, repairCostAmount, repairFormSchema } from './repairForm';

describe('the repair form', () => {
  it('takes amounts from RM 0.00 to RM 50,000.00 with at most two decimals', () => {
    expect(repairCostAmount('0')).toBe('0.00');
    expect(repairCostAmount(' 350.5 ')).toBe('350.50');
    expect(repairCostAmount('50000.00')).toBe('50000.00');
    expect(repairCostAmount('50000.01')).toBeNull();
    expect(repairCostAmount('-5')).toBeNull();
    expect(repairCostAmount('1.005')).toBeNull();
    expect(repairCostAmount('ten')).toBeNull();
  });

  it('takes a day from the day the damage was found to today, and nothing else', () => {
    const schema = repairFormSchema('2026-11-10', '2026-11-27');
    const day = (repairedOn: string) => schema.safeParse({ repairCost: '10', repairedOn });
    expect(day('2026-11-10').success).toBe(true);
    expect(day('2026-11-27').data).toEqual({ repairCost: '10.00', repairedOn: '2026-11-27' });
    expect(day('2026-11-09').error?.issues[0]?.message).toBe(REPAIR_FORM_MESSAGES.dateRange);
    expect(day('2026-11-28').error?.issues[0]?.message).toBe(REPAIR_FORM_MESSAGES.dateRange);
    expect(day('2026-02-30').error?.issues[0]?.message).toBe(REPAIR_FORM_MESSAGES.date);
    expect(day('').error?.issues[0]?.message).toBe(REPAIR_FORM_MESSAGES.date);
  });
});
