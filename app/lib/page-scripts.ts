import { createContext, useContext } from "react";

/**
 * Whether the page being rendered on the server goes out without React: no framework bundle, no
 * hydration data, only the small scripts its parts render themselves (see PageBehaviour). The page
 * registry says which pages (`hydrates: false`); the server sets this for them. In the browser it is
 * always false: a page that runs React in the browser hydrated, or was reached inside the site.
 */
export const WithoutReactContext = createContext(false);

export function useWithoutReact(): boolean {
  return useContext(WithoutReactContext);
}
