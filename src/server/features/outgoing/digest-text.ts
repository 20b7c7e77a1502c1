// What a digest of held notices says (docs/product/messages.md#digests): the kinds counted
// ("3 new visits booked, 1 cancelled, 2 new messages"), then one line per notice, visits first
// and the soonest visit first, then where to read more. One function writes it all, so the
// text can be given in another language in one place.
import type { HeldNotice } from './held-store.ts';
import { composeNotice } from './their-words.ts';

type Kind = HeldNotice['kind'];

/** Each kind as counted: one, many, and (for visits after the first visit kind) the short form. */
const COUNTED: [Kind, string, string][] = [
  ['visit-booked', 'new visit booked', 'new visits booked'],
  ['visit-moved', 'visit moved', 'visits moved'],
  ['visit-cancelled', 'visit cancelled', 'visits cancelled'],
  ['visit-reminder', 'visit reminder', 'visit reminders'],
  ['messages', 'new message', 'new messages'],
  ['other', 'other notice', 'other notices'],
];
const AFTER_A_VISIT: Partial<Record<Kind, string>> = {
  'visit-moved': 'moved',
  'visit-cancelled': 'cancelled',
};
/** WhatsApp reads on a phone: this many lines, then how many more. */
const WHATSAPP_LINES = 8;

/** "3 new visits booked, 1 cancelled, 2 new messages". */
export const digestSummary = (notices: HeldNotice[]) => {
  const parts: string[] = [];
  let visitSaid = false;
  for (const [kind, one, many] of COUNTED) {
    const count = notices.filter((n) => n.kind === kind).reduce((sum, n) => sum + n.count, 0);
    if (count === 0) continue;
    const short = visitSaid ? AFTER_A_VISIT[kind] : undefined;
    parts.push(`${count} ${short ?? (count === 1 ? one : many)}`);
    if (kind.startsWith('visit-')) visitSaid = true;
  }
  return parts.join(', ');
};

/** Visits first, the soonest first; then the rest in the order they came. */
export const inDigestOrder = (notices: HeldNotice[]) =>
  [...notices].sort(
    (a, b) =>
      (a.usefulUntil?.getTime() ?? Number.POSITIVE_INFINITY) -
        (b.usefulUntil?.getTime() ?? Number.POSITIVE_INFINITY) ||
      a.createdAt.getTime() - b.createdAt.getTime() ||
      a.id - b.id,
  );

export const composeDigest = (notices: HeldNotice[], publicUrl: string) => {
  const ordered = inDigestOrder(notices);
  const summary = digestSummary(ordered);
  const links = [
    ...(ordered.some((n) => n.kind.startsWith('visit-')) ? [`Your visits: ${publicUrl}/visits`] : []),
    ...(ordered.some((n) => n.kind === 'messages') ? [`Your messages: ${publicUrl}/messages`] : []),
  ];
  const lines = ordered.map((n) => `• ${n.line}`);
  const email = composeNotice([`${summary}.`, ...lines, ...links]);
  const shown = lines.slice(0, WHATSAPP_LINES);
  const more = lines.length - shown.length;
  return {
    subject: `${summary[0]!.toUpperCase()}${summary.slice(1)}`,
    text: email.text,
    html: email.html,
    whatsapp: [`${summary}.`, ...shown, ...(more > 0 ? [`and ${more} more`] : []), ...links].join('\n'),
    template: ordered.every((n) => n.kind === 'messages') ? ('message' as const) : ('notice' as const),
  };
};
