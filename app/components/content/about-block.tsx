import { BadgeCheckIcon, BookOpenIcon, GlobeIcon, LockIcon, SparklesIcon, TargetIcon, UserXIcon, ZapIcon, type LucideIcon } from "lucide-react";
import type { AboutContent, MissionPoint } from "~/content/about";

const icons: Record<MissionPoint["icon"], LucideIcon> = {
  sparkles: SparklesIcon,
  "badge-check": BadgeCheckIcon,
  zap: ZapIcon,
  globe: GlobeIcon,
  "book-open": BookOpenIcon,
  lock: LockIcon,
  target: TargetIcon,
  "user-x": UserXIcon,
};

interface AboutBlockProps {
  content: AboutContent;
  /** The home page shows the block under an h2; /about makes it the page's h1. */
  headingLevel: 1 | 2;
  /** The headings in the page's language. */
  headings: { title: string; mission: string };
}

/** 'About Us': who we are and the mission, shared by the home page and /about. */
export function AboutBlock({ content, headingLevel, headings }: AboutBlockProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const SubHeading = headingLevel === 1 ? "h2" : "h3";
  const PointHeading = headingLevel === 1 ? "h3" : "h4";
  return (
    <section aria-labelledby="about-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="max-w-3xl">
        <Heading
          id="about-heading"
          className={headingLevel === 1 ? "text-4xl font-extrabold tracking-tight text-ocean-900" : "text-3xl font-bold text-slate-900"}
        >
          {headings.title}
        </Heading>
        <p className="mt-4 text-lg text-slate-700">{content.intro}</p>
        <p className="mt-4 text-slate-700">{content.positioning}</p>
      </div>
      <SubHeading className="mt-10 text-xl font-bold text-slate-900">{headings.mission}</SubHeading>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {content.missionPoints.map((point) => {
          const Icon = icons[point.icon];
          return (
            <li key={point.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <Icon className="size-6 text-ocean-700" aria-hidden="true" />
              <PointHeading className="mt-3 font-semibold text-slate-900">{point.title}</PointHeading>
              <p className="mt-1 text-sm text-slate-700">{point.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
