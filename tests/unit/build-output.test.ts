import { describe, expect, it } from "vitest";
import { summarise } from "../../scripts/build-output.mjs";

/** What React Router's build prints (shortened): 160 page lines, an asset table, nine notices. */
const noisy = [
  "Using Vite Environment API",
  "\u001b[36mvite v8.3.8 \u001b[32mbuilding client environment for production...\u001b[36m\u001b[39m",
  "transforming...",
  "✓ 3365 modules transformed.",
  "rendering chunks...",
  "computing gzip size...",
  "build/client/assets/app-BFHNzNei.css                 50.60 kB │ gzip:  9.80 kB",
  "\u001b[2mbuild/client/assets/ca-PYUrLVUV.svg\u001b[22m",
  "\u001b[32m✓ built in 19.45s\u001b[39m",
  "\u001b[32m✓\u001b[39m 20 assets cleaned from React Router server build.",
  ...Array.from({ length: 80 }, (_, index) => `Prerender (html): /page-${index} -> build/client/page-${index}/index.html`),
  ...Array.from({ length: 80 }, (_, index) => `Prerender (data): /page-${index} -> build/client/page-${index}.data`),
  "\u001b[33m[PLUGIN_TIMINGS] \u001b[0mJavaScript callbacks ran for 21.3s of this 22.0s build (97%).",
  "  - plugin react-router writeBundle (50%, 11.1s, 1 call)",
  "See https://rolldown.rs/reference/InputOptions.checks#bundlertimings for more details.",
  "",
].join("\n");

describe("the build's output", () => {
  it("leaves out listings, per-page prerender lines and React Router's note on how it builds", () => {
    expect(summarise(noisy)).toEqual(["\u001b[32m✓ built in 19.45s\u001b[39m"]);
  });

  it("keeps every other line, such as a warning or an error", () => {
    const warning = "(!) Some chunks are larger than 500 kB after minification.";
    expect(summarise(`${noisy}\n${warning}\nprerendered pages: 80 written to build/prerendered`)).toEqual([
      "\u001b[32m✓ built in 19.45s\u001b[39m",
      warning,
      "prerendered pages: 80 written to build/prerendered",
    ]);
  });
});
