// The search's text box and its Search button, as the home page's hero and the search page
// both show them (docs/product/screens.md#home, docs/product/search.md). The form around
// them, and what else sits in it, is each page's own.
import { Search } from 'lucide-react';

export function SearchBox(props: {
  text: string;
  onText: (text: string) => void;
  /** The box's name, which is also the button's text. */
  label: string;
  placeholder: string;
}) {
  return (
    <>
      <input
        type="search"
        aria-label={props.label}
        value={props.text}
        onChange={(e) => props.onText(e.target.value)}
        placeholder={props.placeholder}
        maxLength={200}
        className="min-h-11 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700"
      />
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-lg bg-accent-500 px-6 font-semibold text-slate-950 hover:bg-accent-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <Search aria-hidden="true" className="h-5 w-5" />
        {props.label}
      </button>
    </>
  );
}
