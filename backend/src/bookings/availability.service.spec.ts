import { BadRequestException } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { appConfig } from '../config/configuration';
import { readAppSettings } from '../config/settings';
import { AvailabilityService } from './availability.service';

describe('AvailabilityService.assertBookableRange', () => {
  const today = '2026-11-22';
  const service = (env: Record<string, string> = {}) =>
    new AvailabilityService(readAppSettings({ DATA_DIR: '/tmp', ...env }) as ConfigType<typeof appConfig>);
  const refusal = (run: () => void): string | null => {
    try {
      run();
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(BadRequestException);
      return (error as BadRequestException).message;
    }
  };

  it('takes up to MAX_RENTAL_DAYS (default 90) counted as end - start, like pricing', () => {
    const availability = service();
    expect(refusal(() => availability.assertBookableRange('2026-12-01', '2027-03-01', today))).toBeNull(); // 90 days
    expect(refusal(() => availability.assertBookableRange('2026-12-01', '2027-03-02', today))).toBe(
      'A booking can be at most 90 days long',
    );
    expect(refusal(() => availability.assertBookableRange(today, today, today))).toBeNull();
  });

  it('reads MAX_RENTAL_DAYS from the settings', () => {
    const weekly = service({ MAX_RENTAL_DAYS: '7' });
    expect(refusal(() => weekly.assertBookableRange('2026-12-01', '2026-12-08', today))).toBeNull();
    expect(refusal(() => weekly.assertBookableRange('2026-12-01', '2026-12-09', today))).toBe('A booking can be at most 7 days long');
    expect(() => readAppSettings({ MAX_RENTAL_DAYS: '100' })).toThrow(/MAX_RENTAL_DAYS must be a whole number from 1 to 99/);
  });

  it('takes a start up to 365 days ahead, across a leap day', () => {
    const availability = service();
    expect(refusal(() => availability.assertBookableRange('2027-11-22', '2027-11-23', today))).toBeNull();
    expect(refusal(() => availability.assertBookableRange('2027-11-23', '2027-11-24', today))).toBe(
      'Bookings can start at most 365 days from today',
    );
    expect(refusal(() => availability.assertBookableRange('2028-02-29', '2028-03-01', '2027-03-01'))).toBeNull();
    expect(refusal(() => availability.assertBookableRange('2028-03-01', '2028-03-02', '2027-03-01'))).toBe(
      'Bookings can start at most 365 days from today',
    );
  });

  it('keeps refusing the past and reversed ranges first', () => {
    const availability = service();
    expect(refusal(() => availability.assertBookableRange('2026-11-21', '2026-11-23', today))).toBe('Start date cannot be in the past');
    expect(refusal(() => availability.assertBookableRange('2026-12-05', '2026-12-04', today))).toBe(
      'End date cannot be before the start date',
    );
  });
});
