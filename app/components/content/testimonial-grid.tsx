import { QuoteIcon } from "lucide-react";
import type { Testimonial } from "~/content/testimonials";
import { cn } from "~/lib/cn";

/** Five testimonials: three in a row, the last two centred below (one column on phones). */
export function TestimonialGrid({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-6">
      {testimonials.map((testimonial, index) => (
        <li
          key={testimonial.name}
          className={cn(
            "md:col-span-2",
            // The fourth card starts the centred second row.
            index === 3 && "md:col-start-2",
          )}
        >
          <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <QuoteIcon className="size-7 text-wattle-500" aria-hidden="true" />
            <blockquote className="mt-3 flex-1 text-slate-700">
              <p>{testimonial.comment}</p>
            </blockquote>
            <figcaption className="mt-5 flex items-center gap-3">
              <img
                src={testimonial.image}
                alt={testimonial.alt}
                width={56}
                height={56}
                loading="lazy"
                decoding="async"
                className="size-14 rounded-full bg-ocean-100"
              />
              <span>
                <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                <span className="block text-sm text-slate-600">{testimonial.location}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
