/** The lines of a build step's output worth showing (scripts/build-output.mjs). */
export function summarise(output: string): string[];
