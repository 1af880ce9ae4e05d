import { afterEach, describe, expect, it } from 'vitest';
import { i18n, translateMessage } from '../../../i18n';
import { BOOKING_SETTINGS_MESSAGES, bookingSettingsSchema } from './bookingSettingsSchema';

const parse = (turnaroundHours: string) => bookingSettingsSchema.safeParse({ turnaroundHours });

describe('the turnaround form', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('takes whole hours from 0 to 72 as a number, and refuses the rest with the server message', () => {
    expect(parse('0').data).toEqual({ turnaroundHours: 0 });
    expect(parse(' 12 ').data).toEqual({ turnaroundHours: 12 });
    expect(parse('72').data).toEqual({ turnaroundHours: 72 });
    for (const typed of ['', '73', '1.5', '-1', '1e1', 'twelve']) {
      expect(parse(typed).error?.issues.map((issue) => issue.message)).toEqual([BOOKING_SETTINGS_MESSAGES.turnaroundHours]);
    }
  });

  it('has a Malay text for its message', async () => {
    await i18n.changeLanguage('ms');
    expect(translateMessage(BOOKING_SETTINGS_MESSAGES.turnaroundHours)).not.toBe(BOOKING_SETTINGS_MESSAGES.turnaroundHours);
  });
});
