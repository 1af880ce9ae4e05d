import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { DateField } from './DateField';
import { clampDate, formatDateText, parseDateText, shiftMonth } from './dateText';

function Harness({ initial = '', min, max }: { initial?: string; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Pickup date" value={value} onChange={setValue} min={min} max={max} />
      <output aria-label="Form value">{value}</output>
    </>
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  return { user, input: screen.getByLabelText(/^Pickup date/), value: () => screen.getByLabelText('Form value').textContent };
}

// 12 March 2026, 10:00 in Kuala Lumpur: "today" for the calendar (timers stay real for user-event).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-12T02:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('DateField typing', () => {
  it('reads dd/mm/yyyy as the ISO date and shows dd/mm/yyyy as the hint', async () => {
    const { user, input, value } = setup();
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');

    await user.type(input, '07/03/2026');
    expect(value()).toBe('2026-03-07');
  });

  it('takes a typed ISO date and d/m/yyyy, and writes them as dd/mm/yyyy on leaving', async () => {
    const { user, input, value } = setup();

    await user.type(input, '2026-03-07');
    expect(value()).toBe('2026-03-07');
    await user.tab();
    expect(input).toHaveValue('07/03/2026');

    await user.clear(input);
    expect(value()).toBe('');
    await user.type(input, '7/3/2026');
    expect(value()).toBe('2026-03-07');
  });

  it('gives no value for a day that does not exist, and says so once the field is left', async () => {
    const { user, input, value } = setup();

    await user.type(input, '31/02/2026');
    expect(value()).toBe('');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');

    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a date as dd/mm/yyyy');
  });

  it('asks phones for the number pad and takes eight bare digits as ddmmyyyy', async () => {
    const { user, input, value } = setup();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    // The pattern is a hint for the keypad; every form with a date field checks the date itself.
    for (const text of ['07/03/2026', '7/3/2026', '07032026', '2026-03-07', '7.3.2026']) {
      expect(new RegExp(`^(?:${input.getAttribute('pattern') ?? ''})$`, 'v').test(text)).toBe(true);
    }

    await user.type(input, '07032026');
    expect(value()).toBe('2026-03-07');
    await user.tab();
    expect(input).toHaveValue('07/03/2026');
  });

  it('shows a value set from outside as dd/mm/yyyy', () => {
    setup({ initial: '2026-12-01' });
    expect(screen.getByLabelText(/^Pickup date/)).toHaveValue('01/12/2026');
  });
});

describe('DateField calendar', () => {
  it('picks a day from the month grid and returns focus to the field', async () => {
    const { user, input, value } = setup({ initial: '2026-03-10' });

    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    const month = await screen.findByRole('table', { name: 'March 2026' });
    expect(
      within(month)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(within(month).getByRole('button', { name: 'Tuesday, 10 March 2026' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(month).getByRole('button', { name: 'Thursday, 12 March 2026' })).toHaveAttribute('aria-current', 'date');

    await user.click(within(month).getByRole('button', { name: 'Friday, 20 March 2026' }));

    expect(value()).toBe('2026-03-20');
    expect(input).toHaveValue('20/03/2026');
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('moves between months', async () => {
    const { user } = setup({ initial: '2026-01-31' });

    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    await screen.findByRole('table', { name: 'January 2026' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('table', { name: 'February 2026' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('table', { name: 'December 2025' })).toBeVisible();
  });

  it('disables the days before min and after max', async () => {
    const { user } = setup({ min: '2026-03-05', max: '2026-03-20' });

    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    const month = await screen.findByRole('table', { name: 'March 2026' });

    expect(within(month).getByRole('button', { name: 'Wednesday, 4 March 2026' })).toBeDisabled();
    expect(within(month).getByRole('button', { name: 'Thursday, 5 March 2026' })).toBeEnabled();
    expect(within(month).getByRole('button', { name: 'Friday, 20 March 2026' })).toBeEnabled();
    expect(within(month).getByRole('button', { name: 'Saturday, 21 March 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('works by keyboard: arrows move the day, Enter picks it, Escape closes', async () => {
    const { user, input, value } = setup({ initial: '2026-03-10' });

    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    const month = await screen.findByRole('table', { name: 'March 2026' });
    await waitFor(() => expect(within(month).getByRole('button', { name: 'Tuesday, 10 March 2026' })).toHaveFocus());

    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(month).getByRole('button', { name: 'Wednesday, 18 March 2026' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(value()).toBe('2026-03-18');
    await waitFor(() => expect(input).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    await screen.findByRole('table', { name: 'March 2026' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    await waitFor(() => expect(input).toHaveFocus());
    expect(value()).toBe('2026-03-18');
  });

  it('speaks Bahasa Malaysia: hint, button, month and day names', async () => {
    await act(() => i18n.changeLanguage('ms'));
    const { user, input } = setup({ initial: '2026-03-10' });
    expect(input).toHaveAttribute('placeholder', 'hh/bb/tttt');

    await user.click(screen.getByRole('button', { name: 'Pilih tarikh' }));
    const month = await screen.findByRole('table', { name: 'Mac 2026' });
    expect(within(month).getAllByRole('columnheader')[0]).toHaveTextContent('Ahd');
    expect(within(month).getByRole('button', { name: 'Khamis, 12 Mac 2026' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Bulan seterusnya' })).toBeVisible();

    await user.keyboard('{Escape}');
    await user.clear(input);
    await user.type(input, '30/02/2026');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Masukkan tarikh sebagai hh/bb/tttt');
  });
});

describe('date text helpers', () => {
  it('parses and formats', () => {
    expect(parseDateText(' 07/03/2026 ')).toBe('2026-03-07');
    expect(parseDateText('7.3.2026')).toBe('2026-03-07');
    expect(parseDateText('2026-02-29')).toBe('');
    expect(parseDateText('07/03/26')).toBe('');
    expect(parseDateText('07032026')).toBe('2026-03-07');
    expect(parseDateText('7032026')).toBe('');
    expect(parseDateText('31022026')).toBe('');
    expect(formatDateText('2028-02-29')).toBe('29/02/2028');
    expect(formatDateText('nope')).toBe('');
  });

  it('clamps and shifts months', () => {
    expect(clampDate('2026-03-01', '2026-03-05')).toBe('2026-03-05');
    expect(clampDate('2026-03-31', undefined, '2026-03-20')).toBe('2026-03-20');
    expect(shiftMonth('2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftMonth('2026-01-15', -1)).toBe('2025-12-15');
  });
});
