/**
 * The figures in force where they differ from the facts module's seed, and the state of each figure that
 * needs checking: what the browser must know so that its bundle quotes what the server quoted.
 *
 * The server fills this from the database (figures-service.server.ts). The root layout writes it into every
 * page as a JSON data block (never run, so the CSP has nothing to allow), only when there is something to
 * say: an installation that changed no figure and has none to check sends nothing. The browser reads the
 * block once, when this module loads, which is before the page hydrates: the facts module's `value`
 * getters then return the same figures the server rendered with.
 */
import type { FactSource } from "./facts";

/** The id of the data block, written by the root layout and read here. */
export const FIGURES_DATA_ID = "figures-in-force";

/** What a page needs to say beside a figure that needs checking (figure-check-wording.ts), without the facts registry. */
export interface FigureCheck {
  /** When a person last compared the figure with its source, and when its value took effect (YYYY-MM-DD). */
  checkedOn: string;
  effectiveFrom: string;
  /** A visa charge indexed each 1 July. */
  charge: boolean;
  /** Where the current figure is read. */
  href: string;
  /** The last known figure: an amount in AUD (worded in the page's language), or as the admin list words it. */
  amount?: number;
  text?: string;
}

export interface FigureInForce {
  value?: unknown;
  source?: FactSource;
  check?: FigureCheck;
}

export type FiguresInForce = Readonly<Record<string, FigureInForce>>;

// In the browser, the block the server wrote (its own JSON.stringify, so always readable), read as this module loads.
let dataText = (typeof document !== "undefined" && document.getElementById(FIGURES_DATA_ID)?.textContent) || "";
let inForce: FiguresInForce = dataText ? (JSON.parse(dataText) as FiguresInForce) : {};

/** JSON inside a <script> element: nothing in it may close the element or start markup. */
export function figuresDataJson(figures: FiguresInForce): string {
  if (Object.keys(figures).length === 0) return "";
  return JSON.stringify(figures).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** The server puts in the figures that differ from the seed and those that need checking. */
export function setFiguresInForce(figures: FiguresInForce): void {
  inForce = figures;
  dataText = figuresDataJson(figures);
}

/** A figure's entry, if it differs from the seed or needs checking. */
export function figureInForce(key: string): FigureInForce | undefined {
  return inForce[key];
}

/** The data block's text ('' when there is nothing to send). */
export function figuresDataText(): string {
  return dataText;
}

/** Reads a block as the browser does when this module loads (for tests); an unreadable one leaves the seed in force. */
export function readFiguresData(text: string | null | undefined): void {
  try {
    inForce = JSON.parse(text || "{}") as FiguresInForce;
    dataText = text || "";
  } catch {
    // The seed stays in force.
  }
}
