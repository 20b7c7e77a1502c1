import { describe, expect, it } from 'vitest';
import { HIDDEN_MARK, hideContactDetails } from './hide-details.ts';

describe('hiding a poster’s contact details', () => {
  it.each([
    ['Call me on 9876543210', 'phone'],
    ['Call me on +91 98765 43210 after 6', 'phone'],
    ['whatsapp 098765-43210', 'phone'],
    ['my number is 91-9876543210.', 'phone'],
    ['mail ravi.k@gmail.com for photos', 'email'],
    ['pay the token to ravi@okicici please', 'upi'],
    ['UPI: 9876543210@ybl', 'upi'],
  ])('hides %j', (text, kind) => {
    const out = hideContactDetails(text);
    expect(out.hidden).toEqual([kind]);
    expect(out.text).toContain(HIDDEN_MARK);
    expect(out.text).not.toMatch(/\d{5}|@/);
  });

  it('names every kind it hid, once each', () => {
    const out = hideContactDetails('9876543210 or 9123456780, ravi@gmail.com, ravi@oksbi');
    expect(out.hidden.sort()).toEqual(['email', 'phone', 'upi']);
    expect(out.text).toBe(`${HIDDEN_MARK} or ${HIDDEN_MARK}, ${HIDDEN_MARK}, ${HIDDEN_MARK}`);
  });

  it.each([
    'Rent is ₹25,000 and the deposit ₹1,00,000',
    'Available from 1 December 2026, flat 402, sector 21',
    'PIN 560034, 2BHK on the 3rd floor',
    'Come at 11:30 on Saturday',
    'Order 12345678901234 is not a phone',
  ])('leaves %j as written', (text) => {
    expect(hideContactDetails(text)).toEqual({ text, hidden: [] });
  });
});
