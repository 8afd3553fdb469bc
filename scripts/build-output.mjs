// What `npm run build` shows of a step's output (scripts/build.mjs); kept apart so a test can read it.
import { stripVTControlCharacters } from "node:util";

/** Lines that are listings or React Router's note on how it builds, not news for the person building. */
const quiet = [
  /^Using Vite Environment API$/,
  /^Prerender \((data|html|resource)\): /,
  /^build\/\S+(\s+[\d.]+ kB.*)?$/,
  /^(transforming|rendering chunks|computing gzip size)\.\.\.$/,
  /^✓ \d+ modules transformed\.$/,
  /^✓ \d+ assets cleaned from React Router server build\.$/,
  /^vite v[\d.]+ building /,
  /^\s*$/,
];
/** Rolldown's plugin-timing report: a block from its heading to its link. */
const timingsStart = /\[PLUGIN_TIMINGS\]/;
const timingsEnd = /^See https:\/\/rolldown\.rs\//;

/** The lines of a step's output worth showing, as the tool printed them (colours kept). */
export function summarise(output) {
  const shown = [];
  let inTimings = false;
  for (const coloured of output.split("\n")) {
    // The tools colour their output; the patterns read the text.
    const line = stripVTControlCharacters(coloured);
    if (inTimings) {
      if (timingsEnd.test(line)) inTimings = false;
      continue;
    }
    if (timingsStart.test(line)) {
      inTimings = true;
      continue;
    }
    if (quiet.some((pattern) => pattern.test(line))) continue;
    shown.push(coloured);
  }
  return shown;
}
