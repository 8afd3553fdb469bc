import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { facts, visitor600ChargeOutside } from "./facts";
import { figures } from "./figures";
import { FIGURES_DATA_ID, figureInForce, figuresDataJson, figuresDataText, readFiguresData, setFiguresInForce } from "./figures-in-force";
import { allGuides } from "./guides";

afterEach(() => setFiguresInForce({}));

describe("the figures in force", () => {
  it("are the seed while nothing differs, and the page gets no data block", () => {
    expect(visitor600ChargeOutside.value).toBe(200);
    expect(figuresDataText()).toBe("");
  });

  it("override the bundled seed in every fact, wording, and guide read after they arrive", () => {
    readFiguresData(JSON.stringify({ visitor600ChargeOutside: { value: 260 } }));
    expect(facts.visitor600ChargeOutside.value).toBe(260);
    expect(figures.fee600).toBe("AUD 260");
    expect(JSON.stringify(allGuides()[0])).toContain("AUD 260 (applying outside Australia)");
    // A figure the block does not name keeps its seed.
    expect(facts.visitor600ChargeInside.value).toBe(500);
  });

  it("are sent as JSON that cannot close its script element or start markup, and read back unchanged", () => {
    const figuresInForce = { etaDecision: { value: "</script><script>alert(1)</script> & \u2028" } };
    setFiguresInForce(figuresInForce);
    const text = figuresDataText();
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(figuresInForce);
    setFiguresInForce({});
    readFiguresData(text);
    expect(facts.etaDecision.value).toBe(figuresInForce.etaDecision.value);
    // The browser writes back the very text it read, so hydration finds the server's element unchanged.
    expect(figuresDataText()).toBe(text);
    expect(figuresDataJson({})).toBe("");
  });

  it("are written by the root layout under the id the browser reads", () => {
    const layout = fs.readFileSync(new URL("../root.tsx", import.meta.url), "utf8");
    expect(layout).toContain(`<script type="application/json" id="${FIGURES_DATA_ID}"`);
  });

  it("leave the seed in force when the block is missing or unreadable", () => {
    readFiguresData("{not json");
    readFiguresData(null);
    expect(figureInForce("visitor600ChargeOutside")).toBeUndefined();
    expect(visitor600ChargeOutside.value).toBe(200);
  });
});
