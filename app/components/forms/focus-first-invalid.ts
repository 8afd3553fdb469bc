/**
 * Moves focus to the first field marked invalid, in the order the form shows them, so keyboard and
 * screen-reader users land on the problem (and hear its message through aria-describedby). Hidden
 * controls (the editor's fallback text area) cannot take focus; the next candidate does.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  for (const element of form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    element.focus();
    if (document.activeElement === element) return;
  }
}
