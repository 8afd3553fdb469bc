import { createContext } from "react";

/**
 * The 'Is the traveller under 18?' answer a page read from its query on the server (/check, parsed with
 * zod in its loader), for the result it renders; undefined where the page has none. A result given the
 * answer as a prop uses that instead.
 */
export const ResultMinorContext = createContext<boolean | undefined>(undefined);
