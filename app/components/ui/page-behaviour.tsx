import { useEffect } from "react";
import { useNonce } from "~/lib/nonce";
import { useWithoutReact } from "~/lib/page-scripts";

/** A behaviour's cleanup, for when React unmounts the part it belongs to. */
type Cleanup = () => void;

// Helpers are functions of any shape, passed by reference in the browser and by source in a script.
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type Helpers = Record<string, Function>;

interface PageBehaviourProps<Options, H extends Helpers> {
  run: (options: Options, helpers: H) => Cleanup | void;
  /** Plain data, rendered into the script as JSON. */
  options: Options;
  /** Functions `run` calls, handed to it (each must, like `run`, use nothing from outside its body). */
  helpers?: H;
}

/**
 * A part's behaviour in the browser, written once as a plain function that works on the DOM the server
 * rendered. On a page sent without React it goes out as an inline script, `(run)(options, helpers)`, right
 * after the markup it works on; the CSP allows it by the response's nonce, or on a page kept for everyone
 * by its hash, which the server works out from the rendered page. On a page that runs React it runs as an
 * effect. So the function must use nothing from outside its own body: its source is what is sent.
 */
export function PageBehaviour<Options, H extends Helpers = Record<string, never>>({ run, options, helpers }: PageBehaviourProps<Options, H>) {
  const withoutReact = useWithoutReact();
  const nonce = useNonce();
  // The options are plain data rendered with the page; run once per mount.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => run(options, helpers ?? ({} as H)) ?? undefined, []);
  // Only the server sends a page without React: the browser's bundle leaves the script's making out.
  if (!import.meta.env.SSR || !withoutReact) return null;
  const helperSources = Object.entries(helpers ?? {}).map(([name, helper]) => `${JSON.stringify(name)}: ${helper.toString()}`);
  // `<` escaped so no text in the options can close the script element.
  const source = `(${run.toString()})(${JSON.stringify(options ?? null).replace(/</g, "\\u003c")}, {${helperSources.join(", ")}});`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: source }} />;
}
