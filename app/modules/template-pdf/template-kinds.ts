/**
 * The paid templates: one per visa the checker can recommend (eVisitor, ETA, and the Visitor visa's
 * tourist, sponsored family and business streams). Kept free of content imports: the checkout and
 * booking forms validate with these names in the browser.
 */
export const TEMPLATE_KINDS = ["evisitor-651", "eta-601", "visitor-600-tourist", "visitor-600-sponsored", "visitor-600-business"] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** The guides on sale: the Visitor visa's streams. The ETA and eVisitor kinds serve earlier orders only. */
export const SOLD_TEMPLATE_KINDS = ["visitor-600-tourist", "visitor-600-sponsored", "visitor-600-business"] as const satisfies readonly TemplateKind[];

/**
 * Orders and download links made before templates followed the recommended visa name a Visitor visa
 * stream; they still mean that stream's template.
 */
const legacyStreams: Readonly<Record<string, TemplateKind>> = {
  tourist: "visitor-600-tourist",
  sponsored: "visitor-600-sponsored",
  business: "visitor-600-business",
};

export function isTemplateKind(value: unknown): value is TemplateKind {
  return typeof value === "string" && (TEMPLATE_KINDS as readonly string[]).includes(value);
}

/** The template a stored or posted value names, accepting the older stream names. */
export function templateKindOf(value: unknown): TemplateKind | undefined {
  if (isTemplateKind(value)) return value;
  return typeof value === "string" ? legacyStreams[value] : undefined;
}
