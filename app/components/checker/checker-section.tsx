/** The home page's checker section (anchor #checker). */
export function CheckerSection() {
  return (
    <section id="checker" aria-labelledby="checker-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
      <h2 id="checker-heading" className="text-3xl font-bold text-slate-900">
        Visitor Visa Eligibility Check
      </h2>
    </section>
  );
}
