import { useEffect, useRef, useState, type MouseEvent } from "react";
import type { FaqTopicView } from "~/content/faq";
import { cn } from "~/lib/cn";
import { FaqAccordion } from "./faq-accordion";

/**
 * The section under this horizontal line counts as the one being read: a zero-height band 20% from
 * the top of the viewport (spec: observation margins -20% top, -80% bottom).
 */
export const ACTIVE_TOPIC_ROOT_MARGIN = "-20% 0px -80% 0px";

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The FAQ page body: a topic navigation (a sticky bar on phones, a sticky column on large screens)
 * that highlights the topic being read, and the topics' collapsible questions.
 */
export function FaqTopics({ topics, label = "FAQ topics" }: { topics: FaqTopicView[]; label?: string }) {
  const [activeId, setActiveId] = useState(topics[0]?.id ?? "");
  const navListRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setActiveId(entry.target.id);
        }
      },
      { rootMargin: ACTIVE_TOPIC_ROOT_MARGIN },
    );
    for (const topic of topics) {
      const section = document.getElementById(topic.id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [topics]);

  useEffect(() => {
    // On phones the bar scrolls sideways: keep the highlighted topic in view without moving the page.
    const list = navListRef.current;
    const link = list?.querySelector<HTMLElement>(`[data-topic="${activeId}"]`);
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    list.scrollTo({ left: link.offsetLeft - 16, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [activeId]);

  const goToTopic = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    event.preventDefault();
    setActiveId(id);
    section.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    window.history.replaceState(window.history.state, "", `#${id}`);
    // Keyboard and screen-reader users continue reading from the topic they chose.
    section.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
  };

  return (
    <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10">
      <nav
        aria-label={label}
        className="sticky top-16 z-30 -mx-4 border-b border-slate-200 bg-white/95 backdrop-blur sm:-mx-6 lg:top-24 lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent"
      >
        <ul ref={navListRef} className="flex gap-2 overflow-x-auto px-4 py-3 sm:px-6 lg:flex-col lg:overflow-visible lg:p-0">
          {topics.map((topic) => {
            const active = topic.id === activeId;
            return (
              <li key={topic.id} className="shrink-0">
                <a
                  href={`#${topic.id}`}
                  data-topic={topic.id}
                  aria-current={active ? "true" : undefined}
                  onClick={(event) => goToTopic(event, topic.id)}
                  className={cn(
                    "block whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold transition-colors lg:rounded-lg lg:whitespace-normal",
                    active ? "bg-ocean-700 text-white" : "bg-slate-100 text-slate-700 hover:bg-ocean-50 hover:text-ocean-800 lg:bg-transparent",
                  )}
                >
                  {topic.topic}
                </a>
              </li>
            );
          })}
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
    </div>
  );
}
