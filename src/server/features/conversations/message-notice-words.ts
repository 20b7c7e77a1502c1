// The words of an unread-message notice in the language its reader last read the site in
// (docs/decisions/0145-hindi-wherever-a-listing-is-named.md): English unless they read Hindi.
import { titleInHindi } from '../../../shared/title-in-hindi.ts';

type Told = { from: string | null; title: string; unread: number; link: string };

export const messageNoticeWords = (language: 'en' | 'hi' | null, told: Told) => {
  if (language === 'hi') {
    const title = titleInHindi(told.title);
    const from = told.from ?? 'किसी';
    const unread = told.unread > 1 ? ` (${told.unread} बिना पढ़े मैसेज)` : '';
    return {
      subject: `${title} के बारे में नया मैसेज`,
      line: `${from} ने Thikana पर ${title} के बारे में आपको लिखा${unread}।`,
      readAndAnswer: `पढ़ें और जवाब दें: ${told.link}`,
      push: `${from} ने आपको लिखा${unread}`,
    };
  }
  const from = told.from ?? 'Someone';
  const unread = told.unread > 1 ? ` (${told.unread} unread messages)` : '';
  return {
    subject: `New message about ${told.title}`,
    line: `${from} wrote to you on Thikana about ${told.title}${unread}.`,
    readAndAnswer: `Read and answer: ${told.link}`,
    push: `${from} wrote to you${unread}`,
  };
};
