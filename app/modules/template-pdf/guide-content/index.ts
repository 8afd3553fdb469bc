import type { TemplateKind } from "../template-kinds";
import { eta601 } from "./eta-601";
import { eVisitor651 } from "./evisitor-651";
import type { GuideText } from "./types";
import { visitor600Business, visitor600Sponsored, visitor600Tourist } from "./visitor-600";

export type { GuidePart, GuideQuestion, GuideText, RefusalReason } from "./types";

/** The written guide sold with each visa's template. */
export const guideTexts: Readonly<Record<TemplateKind, GuideText>> = {
  "eta-601": eta601,
  "evisitor-651": eVisitor651,
  "visitor-600-tourist": visitor600Tourist,
  "visitor-600-sponsored": visitor600Sponsored,
  "visitor-600-business": visitor600Business,
};
