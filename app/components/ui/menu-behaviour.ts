/**
 * The header's menus (native <details> disclosures marked `data-menu`): Escape closes an open one and
 * returns focus to its button, and following a link inside one closes it (a link to a part of the same
 * page leaves no menu open over it). Delegated from the document, so it serves every menu on the page.
 * Runs through PageBehaviour: it uses nothing from outside its body.
 */
export function menuBehaviour(): () => void {
  const menuOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLDetailsElement>("details[data-menu]") : null);
  const onKeyDown = (event: KeyboardEvent) => {
    const menu = menuOf(event.target);
    if (event.key !== "Escape" || !menu?.open) return;
    menu.open = false;
    menu.querySelector("summary")?.focus();
  };
  const onClick = (event: MouseEvent) => {
    const menu = menuOf(event.target);
    if (menu && event.target instanceof Element && event.target.closest("a")) menu.open = false;
  };
  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("click", onClick);
  return () => {
    document.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("click", onClick);
  };
}
