// Code that loads when it is first shown, or ahead of that (docs/decisions/0076-public-pages-rendered-on-the-server.md).
// A page the server drew is taken over once its page and the parts loaded after the first render
// (the footer, the test-mode banner, the end of the home page) are here: they are then shown
// directly rather than through `lazy`, so the whole page is taken over in one pass and a tap on
// it is never dropped for want of its code. Only a load before the first render swaps the
// component, so nothing is ever started afresh.
import { type Attributes, type ComponentType, lazy, memo, Suspense } from 'react';

/**
 * A part may name code of its own to load with it: a long-form page, its English text
 * (content/localized-content.tsx).
 */
type Load<P> = () => Promise<{ default: ComponentType<P> & { preload?: () => Promise<void> } }>;
export type Preloadable<P = object> = { Part: ComponentType<P>; preload: () => Promise<void> };

/** A part with props names them: `later<MenuProps>(...)`. */
export function preloadable(load: Load<object>): Preloadable;
export function preloadable<P>(load: Load<P>): Preloadable<P>;
export function preloadable<P>(load: Load<P>): Preloadable<P> {
  const part: Preloadable<P> = {
    Part: lazy(load),
    preload: () =>
      load().then(async (module) => {
        await module.default.preload?.();
        part.Part = module.default;
      }),
  };
  return part;
}

const parts: Pick<Preloadable, 'preload'>[] = [];

/** A part of a page loaded after the first render, shown with `<Later part={...} />`. */
export function later(load: Load<object>): Preloadable;
export function later<P>(load: Load<P>): Preloadable<P>;
export function later<P>(load: Load<P>): Preloadable<P> {
  const part = preloadable<P>(load);
  parts.push(part);
  return part;
}

/**
 * Shows a part loaded after the first render, in a Suspense boundary of its own that a re-render
 * above does not reach (the part never changes): while it waits for its code, a re-render of the
 * parent (the session check answering, the rest of the texts arriving) would otherwise make React
 * drop what the server drew there and draw it again, moving the page. A part given props is drawn
 * again when they change, as any component is.
 */
function LaterPart<P extends object>({ part, props }: { part: Preloadable<P>; props?: P }) {
  return (
    <Suspense fallback={null}>
      <part.Part {...(props as P & Attributes)} />
    </Suspense>
  );
}
export const Later = memo(LaterPart) as typeof LaterPart;

/** Loads every part declared so far: the frame's, and those of the page loaded before. */
export const preloadParts = () => Promise.all(parts.map((part) => part.preload()));
