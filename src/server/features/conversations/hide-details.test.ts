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

  // How people type a detail to slip it past a filter, and what must stay readable around it
  // (docs/decisions/0134-visit-limits-locked-and-details-masked-as-typed.md).
  const M = HIDDEN_MARK;
  it.each<[string, string, string[]]>([
    // Phone numbers, however the digits are written or broken up.
    ['Call ९८७६५४३२१० after 6', `Call ${M} after 6`, ['phone']],
    ['नंबर: +९१ ९८७६५ ४३२१०', `नंबर: ${M}`, ['phone']],
    ['ফোন ৯৮৭৬৫৪৩২১০', `ফোন ${M}`, ['phone']],
    ['அழைக்க ௯௮௭௬௫௪௩௨௧௦', `அழைக்க ${M}`, ['phone']],
    ['ફોન ૯૮૭૬૫૪૩૨૧૦ કરો', `ફોન ${M} કરો`, ['phone']],
    ['call ９８７６５４３２１０ today', `call ${M} today`, ['phone']],
    ['whatsapp 98765\u200B43210', `whatsapp ${M}`, ['phone']],
    ['ring 9876\u200C5\u200D43\u206021\uFEFF0', `ring ${M}`, ['phone']],
    ['call (987) 654-3210 evenings', `call ${M} evenings`, ['phone']],
    ['98765/43210 is my number', `${M} is my number`, ['phone']],
    ['number 98765_43210', `number ${M}`, ['phone']],
    ['number 98765|43210', `number ${M}`, ['phone']],
    ['number 98765.43210', `number ${M}`, ['phone']],
    ['number 98765\u00A043210', `number ${M}`, ['phone']],
    ['9 8 7 6 5 4 3 2 1 0 call', `${M} call`, ['phone']],
    ['98 76 54 32 10 call', `${M} call`, ['phone']],
    ['call +91-98765-43210.', `call ${M}.`, ['phone']],
    ['call 0091 98765 43210', `call ${M}`, ['phone']],
    ['call 98765 – 43210', `call ${M}`, ['phone']],
    ['Flat 1203, call 9876543210', `Flat 1203, call ${M}`, ['phone']],
    // Email addresses with "at" and "dot" written out, in English and Hindi.
    ['write to name [at] gmail [dot] com', `write to ${M}`, ['email']],
    ['write to name(at)gmail(dot)com', `write to ${M}`, ['email']],
    ['write to name {at} gmail {dot} co {dot} in', `write to ${M}`, ['email']],
    ['ravi.kumar at gmail dot com please', `${M} please`, ['email']],
    ['RAVI AT GMAIL DOT COM', M, ['email']],
    ['ravi एट gmail डॉट com पर लिखें', `${M} पर लिखें`, ['email']],
    ['ravi [एट] gmail [डॉट] com', M, ['email']],
    ['mail ravi＠gmail.com', `mail ${M}`, ['email']],
    ['mail ravi @ gmail.com', `mail ${M}`, ['email']],
    ['mail name [at] gmail [.] com', `mail ${M}`, ['email']],
    // UPI IDs, written plainly or spelled out.
    ['token to ravi [at] okicici', `token to ${M}`, ['upi']],
    ['token to ravi at ybl', `token to ${M}`, ['upi']],
    ['token to ravi＠oksbi.', `token to ${M}.`, ['upi']],
    ['UPI ९८७६५४३२१०@ybl', `UPI ${M}`, ['upi']],
    // What is not a contact stays as written.
    ['Rent ₹25,000, deposit ₹1,00,000', 'Rent ₹25,000, deposit ₹1,00,000', []],
    ['25000 rupees a month, maintenance 2500 rupees', '25000 rupees a month, maintenance 2500 rupees', []],
    ['Rs. 12,500 all inclusive', 'Rs. 12,500 all inclusive', []],
    ['Rs 8000 / 9000 / 10000 for the three rooms', 'Rs 8000 / 9000 / 10000 for the three rooms', []],
    ['Available from 12/12/2026', 'Available from 12/12/2026', []],
    ['Available from 2026-12-12', 'Available from 2026-12-12', []],
    [
      'Visits 01/12/2026 to 10/12/2026, 10:30 to 18:30',
      'Visits 01/12/2026 to 10/12/2026, 10:30 to 18:30',
      [],
    ],
    ['Flat 1203, Tower B', 'Flat 1203, Tower B', []],
    ['B-1204, 12th floor of 14', 'B-1204, 12th floor of 14', []],
    ['Andheri West, Mumbai 400053', 'Andheri West, Mumbai 400053', []],
    ['पिन ४०००५३, तीसरी मंज़िल', 'पिन ४०००५३, तीसरी मंज़िल', []],
    ['Come at 5, I am at home at the gate', 'Come at 5, I am at home at the gate', []],
    ['We are at okhla phase 2', 'We are at okhla phase 2', []],
    ['Polka dot curtains in the hall', 'Polka dot curtains in the hall', []],
    ['Meet @ 5pm near the temple', 'Meet @ 5pm near the temple', []],
    ['Ref 12345678901234 on the receipt', 'Ref 12345678901234 on the receipt', []],
    ['Location 19.0760, 72.8777', 'Location 19.0760, 72.8777', []],
  ])('reads %j as %j', (text, masked, kinds) => {
    const out = hideContactDetails(text);
    expect(out.text).toBe(masked);
    expect(out.hidden).toEqual(kinds);
  });
});
