// What each side of a viewing is told, in Hindi, for a person who last read the site in Hindi
// (docs/decisions/0145-hindi-wherever-a-listing-is-named.md): the same notices as notices.ts
// writes in English, the listing named in Hindi and the time the Hindi way ("शनिवार 5 दिसंबर
// 2026, सुबह 11:00"). What a seeker wrote stays as they wrote it.
import { formatLongDate } from '../../../shared/format.ts';
import { formatTimeOfDay } from '../../../shared/format-short.ts';
import { titleInHindi } from '../../../shared/title-in-hindi.ts';
import type { NoticeLines } from '../outgoing/index.ts';
import type { ViewingRow } from './store.ts';

/** notices.ts's ViewingEvent, which this module may not import (it imports this one). */
type ViewingEvent =
  | { kind: 'booked' }
  | { kind: 'cancelled'; by: 'seeker' | 'poster'; reason: string }
  | { kind: 'moved'; by: 'seeker' | 'poster'; from: Date; reason?: string | undefined }
  | { kind: 'reminder' }
  | { kind: 'ask' };

const WEEKDAYS = ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'];

/** "शनिवार 5 दिसंबर 2026, सुबह 11:00", in India. */
const hindiTimeLabel = (at: Date) => {
  const weekday = WEEKDAYS[new Date(at.getTime() + 330 * 60_000).getUTCDay()];
  return `${weekday} ${formatLongDate(at, 'hi-IN')}, ${formatTimeOfDay(at, 'hi-IN')}`;
};

/** The lines after a notice's own: how to find the home, the calendar, the visits page. */
export const HINDI_LINKS = {
  directions: (way: string) => `कैसे पहुँचें: ${way}`,
  calendar: (link: string) => `कैलेंडर में जोड़ें: ${link}`,
  visits: (visits: string) => `आपकी विज़िट: ${visits}`,
};

export const hindiTextFor = (
  event: ViewingEvent,
  viewing: ViewingRow,
  side: 'seeker' | 'poster',
  names: { seeker: string; poster: string },
  visits: string,
): { subject: string; lines: NoticeLines } => {
  const when = `${hindiTimeLabel(viewing.startsAt)} (भारतीय समय)`;
  const title = titleInHindi(viewing.listingTitle);
  const other = side === 'seeker' ? names.poster : names.seeker;
  const theirs = (words: string, what: string) => ({
    by: other,
    words,
    onWhatsApp: `${other} ने ${what}: इसे अपनी विज़िट पर पढ़ें, ${visits}`,
  });
  switch (event.kind) {
    case 'booked':
      return side === 'seeker'
        ? {
            subject: `${title} की आपकी विज़िट बुक हो गई`,
            lines: [`${title} की आपकी विज़िट ${when} के लिए बुक हो गई है।`],
          }
        : {
            subject: `${other} ने ${title} की विज़िट बुक की`,
            lines: [
              `${other} ने ${title} की विज़िट ${when} के लिए बुक की है।`,
              ...(viewing.note ? [theirs(viewing.note, 'बुकिंग के साथ एक नोट छोड़ा')] : []),
            ],
          };
    case 'cancelled':
      return {
        subject: `${title} की विज़िट रद्द हो गई`,
        lines: [
          `${other} ने ${when} की ${title} की विज़िट रद्द कर दी।`,
          ...(event.reason.trim() ? [theirs(event.reason, 'कारण बताया')] : []),
        ],
      };
    case 'moved':
      return {
        subject: `${title} की विज़िट का समय बदल गया`,
        lines: [
          `${other} ने ${title} की विज़िट का समय ${hindiTimeLabel(event.from)} से बदलकर ${when} कर दिया।`,
          ...(event.reason?.trim() ? [theirs(event.reason, 'कारण बताया')] : []),
        ],
      };
    case 'reminder':
      return {
        subject: `याद दिला दें: ${title} की विज़िट, ${hindiTimeLabel(viewing.startsAt)}`,
        lines: [`याद दिला दें: ${title} की विज़िट ${when} पर है।`],
      };
    case 'ask':
      return {
        subject: `क्या ${other} ${title} देखने आए?`,
        lines: [
          `${other} की ${title} की विज़िट ${when} पर बुक थी।`,
          'क्या वे आए? मेरी विज़िट पर बताएँ: इससे दूसरे पोस्ट करने वालों की, और हमारी, मदद होती है।',
        ],
      };
    default:
      return event satisfies never;
  }
};
