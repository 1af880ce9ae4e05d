import { describe, expect, it } from 'vitest';
import { bookingFormSchema } from './bookingForm';

const TODAY = '2026-06-15';
const schema = bookingFormSchema(TODAY);

function messages(values: { startDate: string; endDate: string; customerMessage?: string }) {
  const result = schema.safeParse({ customerMessage: '', ...values });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('bookingFormSchema', () => {
  it('accepts today and a same-day return', () => {
    expect(messages({ startDate: TODAY, endDate: TODAY })).toEqual([]);
  });

  it('refuses a day before today', () => {
    expect(messages({ startDate: '2026-06-14', endDate: '2026-06-20' })).toEqual(['startDate: Pickup date cannot be in the past']);
  });

  it('refuses a return before the pickup', () => {
    expect(messages({ startDate: '2026-06-20', endDate: '2026-06-19' })).toEqual(['endDate: Return date cannot be before the pickup date']);
  });

  it('asks for both dates', () => {
    expect(messages({ startDate: '', endDate: '' })).toContain('startDate: Please choose a pickup date');
    expect(messages({ startDate: '', endDate: '' })).toContain('endDate: Please choose a return date');
  });

  it('trims the message and caps it at 1000 characters', () => {
    const parsed = schema.parse({ startDate: TODAY, endDate: TODAY, customerMessage: '  Pickup at KLIA  ' });
    expect(parsed.customerMessage).toBe('Pickup at KLIA');
    expect(messages({ startDate: TODAY, endDate: TODAY, customerMessage: 'x'.repeat(1001) })).toEqual([
      'customerMessage: Message must be at most 1000 characters',
    ]);
    expect(messages({ startDate: TODAY, endDate: TODAY, customerMessage: ` ${'x'.repeat(1000)} ` })).toEqual([]);
  });
});
