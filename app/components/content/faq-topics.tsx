import type { FaqTopicView } from "~/content/faq";
import { PageBehaviour } from "~/components/ui/page-behaviour";
import { FaqAccordion } from "./faq-accordion";
import { faqScrollSpy } from "./faq-scroll-spy";

/**
 * The section under this horizontal line counts as the one being read: a zero-height band 20% from
 * the top of the viewport (observation margins -20% at the top, -80% at the bottom).
 */
export const ACTIVE_TOPIC_ROOT_MARGIN = "-20% 0px -80% 0px";

/**
 * The FAQ page body: a topic navigation (a sticky bar on phones, a sticky column on large screens)
 * that highlights the topic being read (faqScrollSpy), and the topics' collapsible questions.
 */
export function FaqTopics({ topics, label = "FAQ topics" }: { topics: FaqTopicView[]; label?: string }) {
  return (
    <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10">
      <nav
        aria-label={label}
        data-faq-topics
        className="sticky top-16 z-30 -mx-4 border-b border-slate-200 bg-white/95 backdrop-blur sm:-mx-6 lg:top-24 lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent"
      >
        <ul className="flex gap-2 overflow-x-auto px-4 py-3 sm:px-6 lg:flex-col lg:overflow-visible lg:p-0">
          {topics.map((topic, index) => (
            <li key={topic.id} className="shrink-0">
              {/* The first topic is highlighted until the reader scrolls; faqScrollSpy moves the mark. */}
              <a
                href={`#${topic.id}`}
                data-topic={topic.id}
                aria-current={index === 0 ? "true" : undefined}
                className={
                  "block whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold transition-colors lg:rounded-lg lg:whitespace-normal " +
                  "not-aria-[current=true]:bg-slate-100 not-aria-[current=true]:text-slate-700 not-aria-[current=true]:hover:bg-ocean-50 " +
                  "not-aria-[current=true]:hover:text-ocean-800 not-aria-[current=true]:lg:bg-transparent aria-[current=true]:bg-ocean-700 aria-[current=true]:text-white"
                }
              >
                {topic.topic}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        {topics.map((topic) => (
          // Sections follow each other without gaps, so the reading line is always inside one of them.
          <section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-heading`} className="scroll-mt-12 pt-8 pb-4 lg:scroll-mt-4">
            <h2 id={`${topic.id}-heading`} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
              {topic.topic}
            </h2>
            <FaqAccordion items={topic.questions} className="mt-4" />
          </section>
        ))}
      </div>
      <PageBehaviour run={faqScrollSpy} options={{ rootMargin: ACTIVE_TOPIC_ROOT_MARGIN }} />
    </div>
  );
}
