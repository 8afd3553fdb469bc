/**
 * Why Visit Australia's map (`[data-city-explorer]`): hovering or focusing a city describes it in the
 * panel and marks it on the map; pressing it keeps it chosen (pressed again, it is let go). An address
 * such as ?city=sydney (the home page's map links there) opens with that city chosen. The descriptions
 * are rendered with the page as templates; the one shown is a copy of its template. Runs through
 * PageBehaviour: it uses nothing from outside its body.
 */
export function cityExplorer(): () => void {
  const root = document.querySelector<HTMLElement>("[data-city-explorer]");
  const panel = root?.querySelector<HTMLElement>("[data-city-panel]");
  if (!root || !panel) return () => undefined;
  const prompt = panel.querySelector<HTMLElement>("[data-city-prompt]");
  const buttons = Array.from(root.querySelectorAll<HTMLButtonElement>("button[data-city], button[data-city-chip]"));
  const idOf = (button: HTMLButtonElement) => button.dataset.city ?? button.dataset.cityChip ?? "";
  const cardOf = (id: string) => root.querySelector<HTMLTemplateElement>(`template[data-city-card="${CSS.escape(id)}"]`);

  const requested = new URLSearchParams(window.location.search).get("city");
  let chosen: string | null = requested && cardOf(requested) ? requested : null;
  let hovered: string | null = null;
  let focused: string | null = null;
  let shown: string | null = null;

  const render = () => {
    for (const button of buttons) button.setAttribute("aria-pressed", String(idOf(button) === chosen));
    const next = hovered ?? focused ?? chosen;
    if (next === shown) return;
    shown = next;
    // The marker's dot and name react to `data-active` as their CSS peer.
    for (const button of buttons) button.toggleAttribute("data-active", idOf(button) === shown);
    panel.querySelector("[data-city-shown]")?.remove();
    // Parsed HTML puts a template's markup in its content; React, rendering in the browser, as its children.
    const template = shown ? cardOf(shown) : null;
    const card = (template?.content.firstElementChild ?? template?.firstElementChild)?.cloneNode(true);
    if (prompt) prompt.hidden = card instanceof Element;
    if (card instanceof Element) {
      card.setAttribute("data-city-shown", "");
      panel.append(card);
    }
  };

  const controller = new AbortController();
  const { signal } = controller;
  for (const button of buttons) {
    const id = idOf(button);
    const set = (change: () => void) => () => {
      change();
      render();
    };
    button.addEventListener("mouseenter", set(() => (hovered = id)), { signal });
    button.addEventListener("mouseleave", set(() => (hovered = null)), { signal });
    button.addEventListener("focus", set(() => (focused = id)), { signal });
    button.addEventListener("blur", set(() => (focused = null)), { signal });
    button.addEventListener("click", set(() => (chosen = chosen === id ? null : id)), { signal });
  }
  render();
  return () => controller.abort();
}
