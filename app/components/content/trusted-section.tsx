import { UsersIcon } from "lucide-react";
import { VisitorCounter } from "~/components/visitors/visitor-counter";
import type { Testimonial } from "~/content/testimonials";
import { SectionHeading } from "./section-heading";
import { TestimonialGrid } from "./testimonial-grid";

interface TrustedSectionProps {
  testimonials: Testimonial[];
  /** True while the testimonials are the shipped samples; the section then says so. */
  samples: boolean;
}

/** 'Trusted by Travelers Worldwide': the static served line, the live visitor count and five testimonials. */
export function TrustedSection({ testimonials, samples }: TrustedSectionProps) {
  return (
    <section aria-labelledby="trusted-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <SectionHeading id="trusted-heading" title="Trusted by Travelers Worldwide" />
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-6">
        <p className="flex items-center gap-2 font-semibold text-ocean-800">
          <UsersIcon className="size-5" aria-hidden="true" />
          Over 500 travelers served
        </p>
        <VisitorCounter className="text-slate-700" />
      </div>
      {samples ? (
        <p className="mt-2 text-sm text-slate-600">The stories below are sample testimonials that illustrate how visitors use the check.</p>
      ) : null}
      <div className="mt-8">
        <TestimonialGrid testimonials={testimonials} />
      </div>
    </section>
  );
}
