/**
 * The FAQ's topic navigation (`[data-faq-topics]`): the topic whose section crosses a line `rootMargin`
 * marks out is highlighted (aria-current), on phones the sideways bar keeps it in view, and choosing a
 * topic scrolls to it smoothly (at once for visitors who ask for reduced motion), puts it in the address
 * and moves focus to its heading, so keyboard and screen-reader users read on from there. Without script
 * the topics are plain links to the sections. Runs through PageBehaviour: it uses nothing from outside
 * its body.
 */
export function faqScrollSpy({ rootMargin }: { rootMargin: string }): () => void {
  const nav = document.querySelector<HTMLElement>("[data-faq-topics]");
  const list = nav?.querySelector("ul");
  if (!nav || !list) return () => undefined;
  const links = Array.from(nav.querySelectorAll<HTMLAnchorElement>("a[data-topic]"));
  const sectionOf = (link: HTMLAnchorElement) => document.getElementById(link.dataset.topic ?? "");
  const motion = (): ScrollBehavior => (window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth");

  const highlight = (id: string) => {
    for (const link of links) {
      if (link.dataset.topic === id) link.setAttribute("aria-current", "true");
      else link.removeAttribute("aria-current");
    }
    const current = links.find((link) => link.dataset.topic === id);
    if (current && list.scrollWidth > list.clientWidth) list.scrollTo({ left: current.offsetLeft - 16, behavior: motion() });
  };

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) highlight(entry.target.id);
    },
    { rootMargin },
  );
  for (const link of links) {
    const section = sectionOf(link);
    if (section) observer.observe(section);
  }

  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-topic]") : null;
    const section = link && sectionOf(link);
    if (!section) return;
    event.preventDefault();
    highlight(section.id);
    section.scrollIntoView({ behavior: motion(), block: "start" });
    window.history.replaceState(window.history.state, "", `#${section.id}`);
    section.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
  };
  nav.addEventListener("click", onClick);
  return () => {
    observer.disconnect();
    nav.removeEventListener("click", onClick);
  };
}
