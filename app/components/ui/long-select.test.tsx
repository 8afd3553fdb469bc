import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LongSelect, optionMarkup } from "./long-select";

describe("a long select's options as markup", () => {
  it("escapes every label and value, so a name can never become markup", () => {
    const markup = optionMarkup([{ value: `x"><script>alert(1)</script>`, label: `Côte d'Ivoire & <b>` }], undefined);
    expect(markup).toBe(`<option value="x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">Côte d&#39;Ivoire &amp; &lt;b&gt;</option>`);
  });

  it("groups options and marks the chosen one, inside a group too", () => {
    const markup = optionMarkup(
      [
        { value: "", label: "Same as my country" },
        { group: "Passports", options: [{ value: "JP", label: "Japan" }, { value: "KR", label: "South Korea" }] },
      ],
      "KR",
    );
    expect(markup).toBe(
      `<option value="">Same as my country</option><optgroup label="Passports"><option value="JP">Japan</option><option value="KR" selected="">South Korea</option></optgroup>`,
    );
  });

  it("is sent by the server with the starting value chosen, as a form without JavaScript needs", () => {
    const html = renderToString(<LongSelect name="passport" defaultValue="JP" items={[{ value: "", label: "None" }, { value: "JP", label: "Japan" }]} />);
    expect(html).toContain(`<option value="JP" selected="">Japan</option>`);
    expect(html).toContain(`name="passport"`);
    expect(html).not.toContain(`<option value="" selected`);
  });
});
