// The FAQ's questions in an accordion with one answer open at a time. Each question is
// a button with aria-expanded that controls its answer region (WAI-ARIA accordion).
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PolicyPage } from '../../components/content/policy-page.tsx';

export type FaqItem = { question: string; answer: React.ReactNode };

/** A link inside an answer. */
export const FaqLink = (props: { to: string; children: React.ReactNode }) => (
  <Link to={props.to} className="font-medium text-brand-700 underline">
    {props.children}
  </Link>
);

export function FaqAccordion(props: { title: string; items: FaqItem[] }) {
  const { items } = props;
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <PolicyPage title={props.title}>
      <div className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
        {items.map((item, index) => {
          const expanded = open === index;
          const buttonId = `${baseId}-q${index}`;
          const panelId = `${baseId}-a${index}`;
          return (
            <div key={item.question}>
              <h2>
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : index)}
                  className="flex min-h-14 w-full items-center justify-between gap-3 px-4 py-3 text-left font-semibold text-slate-900 hover:bg-brand-50"
                >
                  {item.question}
                  <ChevronDown
                    aria-hidden="true"
                    className={`h-5 w-5 shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`}
                  />
                </button>
              </h2>
              <section
                id={panelId}
                aria-labelledby={buttonId}
                hidden={!expanded}
                className="px-4 pb-4 text-slate-700"
              >
                {item.answer}
              </section>
            </div>
          );
        })}
      </div>
    </PolicyPage>
  );
}
