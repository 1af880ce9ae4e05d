import { describe, expect, it } from 'vitest';
import { toastBottomClearOf } from './clearOfDialogActions';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** On a phone the toast spans the width, 8 px from each edge. */
const PHONE_TOAST = { left: 8, right: 382, height: 72 };
/** A full-screen dialog's Cancel / Save bar at the bottom of a 390 x 844 phone. */
const PHONE_ACTIONS = { top: 776, bottom: 844, left: 0, right: 390 };

describe('a toast beside an open dialog', () => {
  it("rises just above a full-screen dialog's buttons on a 390 px phone", () => {
    const bottom = toastBottomClearOf(PHONE_TOAST, PHONE_ACTIONS, PHONE);
    expect(bottom).toBe(844 - 776 + 8);
    // The toast's lower edge is above the buttons' upper edge.
    expect(PHONE.height - (bottom ?? 0)).toBeLessThan(PHONE_ACTIONS.top);
  });

  it('stays in its place when the buttons are elsewhere: a short dialog in the middle of the screen', () => {
    expect(toastBottomClearOf(PHONE_TOAST, { top: 500, bottom: 552, left: 16, right: 374 }, PHONE)).toBeUndefined();
  });

  it("stays bottom right on a desktop unless a tall dialog's buttons reach under it", () => {
    const toast = { left: 836, right: 1256, height: 72 };
    expect(toastBottomClearOf(toast, { top: 700, bottom: 752, left: 340, right: 800 }, DESKTOP)).toBeUndefined();
    expect(toastBottomClearOf(toast, { top: 716, bottom: 768, left: 340, right: 940 }, DESKTOP)).toBe(800 - 716 + 24);
  });

  it('is never pushed off the top of the screen', () => {
    expect(toastBottomClearOf(PHONE_TOAST, { top: 40, bottom: 844, left: 0, right: 390 }, PHONE)).toBe(844 - 72 - 8);
  });
});
