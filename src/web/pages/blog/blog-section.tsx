// One content section: text beside its image, sides alternating on wider screens.
import { ExternalLink } from 'lucide-react';
import type { Blog } from '../../../shared/schemas/blog.ts';
import { isSafeLink } from '../../../shared/schemas/blog.ts';
import { Paragraphs } from '../../components/content/rich-text.tsx';

type Section = Blog['description'][number];

export function BlogSection({ section, index }: { section: Section; index: number }) {
  // The server accepts only http, https and mailto; checked again so an old row can never
  // become a javascript: link.
  const link = section.hyperlink && isSafeLink(section.hyperlink) ? section.hyperlink : '';
  return (
    <section
      className={`flex flex-col gap-4 md:items-center md:gap-8 ${index % 2 === 1 ? 'md:flex-row-reverse' : 'md:flex-row'}`}
    >
      <div className="flex flex-1 flex-col gap-3">
        {section.subheading ? (
          <h2 className="text-xl font-semibold text-slate-900">{section.subheading}</h2>
        ) : null}
        <Paragraphs text={section.description} className="leading-relaxed text-slate-800" />
        {link ? (
          <a
            href={link}
            target="_blank"
            // Links are written by posters, not vouched for by us: search engines get no
            // ranking signal from them and the target learns nothing about the reader.
            rel="nofollow ugc noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1 self-start font-medium break-all text-brand-700 underline"
          >
            {link}
            <ExternalLink aria-hidden="true" className="h-4 w-4 shrink-0" />
          </a>
        ) : null}
      </div>
      {section.image ? (
        <img
          src={section.image}
          alt={section.subheading}
          loading="lazy"
          className="aspect-[4/3] w-full rounded-2xl object-cover md:w-2/5"
        />
      ) : null}
    </section>
  );
}
