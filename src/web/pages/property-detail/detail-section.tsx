// A card of the listing page under its own heading: the overview, amenities and description.
export function DetailSection({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
