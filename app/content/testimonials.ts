/**
 * SAMPLE testimonials for the 'Trusted by Travelers Worldwide' section.
 *
 * These are illustrative placeholders, not statements by real customers. To publish real feedback, replace
 * the entries below (keep five: the section shows three in a row and two below), put each person's picture
 * in public/images/testimonials/, and set TESTIMONIALS_ARE_SAMPLES to false. While it is true the section
 * says plainly that the stories are samples, so visitors are never misled.
 *
 * By design, some sample copy mentions the paid checklist and template while the site calls the check
 * free: both are true (the check is free, the extras are optional), and both statements stay.
 */
export interface Testimonial {
  name: string;
  location: string;
  comment: string;
  image: string;
  alt: string;
}

export const TESTIMONIALS_ARE_SAMPLES = true;

export const testimonials: Testimonial[] = [
  {
    name: "Priya S.",
    location: "Pune, India",
    comment:
      "I wanted to visit my daughter in Melbourne and had no idea which stream applied to me. The check pointed me to " +
      "the sponsored family stream and explained what my daughter needed to provide.",
    image: "/images/testimonials/priya.svg",
    alt: "Illustrated portrait of Priya, smiling, with long dark hair",
  },
  {
    name: "James O.",
    location: "Manchester, United Kingdom",
    comment:
      "Two minutes and I knew my British passport meant a free eVisitor rather than the paid visa I was about to apply " +
      "for. Clear and honest.",
    image: "/images/testimonials/james.svg",
    alt: "Illustrated portrait of James with short red hair and a beard",
  },
  {
    name: "Maria L.",
    location: "Cebu, Philippines",
    comment:
      "The document checklist in the application template kept me organised: bank statements, my leave letter, my " +
      "sister's invitation. Worth it for a first application.",
    image: "/images/testimonials/maria.svg",
    alt: "Illustrated portrait of Maria with shoulder-length black hair",
  },
  {
    name: "Daniel K.",
    location: "Austin, United States",
    comment:
      "I was flying to Sydney for a conference and wasn't sure whether that counted as work. The business questions " +
      "made the difference between attending and being paid very clear.",
    image: "/images/testimonials/daniel.svg",
    alt: "Illustrated portrait of Daniel with short dark hair and glasses",
  },
  {
    name: "Sofia R.",
    location: "Milan, Italy",
    comment:
      "No account, no email address, just the answers. I liked that nothing I typed was stored.",
    image: "/images/testimonials/sofia.svg",
    alt: "Illustrated portrait of Sofia with a brown bun and earrings",
  },
];
