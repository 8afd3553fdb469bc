import { useEffect } from "react";

/**
 * Stands in for the `react-style-singleton` package (vite.config.ts points the package's name here).
 * The dialogs' scroll lock (react-remove-scroll) adds its styles at run time; the package writes them
 * into a `<style>` element, which the site's Content-Security-Policy (`style-src 'self'`, no
 * 'unsafe-inline') refuses on every page, and a nonce cannot help on pages shared by every visitor.
 * A constructed stylesheet adopted by the document applies the same rules without any inline style
 * element (decision record 040). Same exports and behaviour as the package: the styles of the first
 * instance mounted apply until the last one unmounts.
 */
export function stylesheetSingleton() {
  let counter = 0;
  let sheet: CSSStyleSheet | undefined;
  let element: HTMLStyleElement | undefined;
  return {
    add(styles: string) {
      if (counter++ > 0 || typeof document === "undefined") return;
      if (typeof CSSStyleSheet === "function" && "adoptedStyleSheets" in document) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(styles);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        return;
      }
      // A browser without constructed stylesheets: the package's own way (refused by the policy there).
      element = document.createElement("style");
      element.appendChild(document.createTextNode(styles));
      document.head.appendChild(element);
    },
    remove() {
      if (--counter > 0) return;
      if (sheet) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
      element?.remove();
      sheet = undefined;
      element = undefined;
    },
  };
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // As the package: the styles are read once unless marked dynamic.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [styles && isDynamic]);
  };
}

export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
