import { Link } from "react-router";
import { CheckerSection } from "~/components/checker/checker-section";
import { Button } from "~/components/ui/button";
import { VisitorCounter } from "~/components/visitors/visitor-counter";

export function meta() {
  return [
    { title: "Free Australian Visa Eligibility Check | Australia Visa Check" },
    {
      name: "description",
      content: "Check for free, in a few minutes and without an account, whether you may qualify for an Australian visitor visa.",
    },
  ];
}

export default function Home() {
  return (
    <>
      <section className="bg-gradient-to-b from-ocean-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:py-28">
          <h1 className="text-4xl font-extrabold tracking-tight text-ocean-900 sm:text-5xl">
            Free Australian Visa Eligibility Check
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
            Answer a few questions and see in minutes whether you may qualify for an Australian visitor visa. Free, no
            account needed, and your answers are not saved.
          </p>
          <Button asChild variant="accent" size="lg" className="mt-8">
            <Link to="/#checker">Check Eligibility Now</Link>
          </Button>
          <VisitorCounter className="mt-6 text-sm text-slate-600" />
        </div>
      </section>
      <CheckerSection />
    </>
  );
}
