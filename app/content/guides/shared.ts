/** Wording several guides share: official sources and the passport-not-residence reminder. */
import { officialPages } from "../facts";
import type { GuideBlock } from "./types";

export const officialSources: GuideBlock = {
  type: "links",
  items: [
    { label: "Visitor visa (subclass 600), Department of Home Affairs", href: officialPages.visitor600 },
    { label: "Electronic Travel Authority (subclass 601), Department of Home Affairs", href: officialPages.eta601 },
    { label: "eVisitor (subclass 651), Department of Home Affairs", href: officialPages.eVisitor651 },
    { label: "Sponsored family stream, Department of Home Affairs", href: officialPages.sponsoredStream },
    { label: "Global visa processing times, Department of Home Affairs", href: officialPages.processingTimes },
    { label: "Special Category visa (subclass 444) for New Zealand passport holders, Department of Home Affairs", href: officialPages.specialCategory444 },
  ],
};

export const passportNotResidence =
  "Which visa you need depends on the passport you travel on, not on the country where you live. If you hold a " +
  "second passport, check the guide for that country too. With a New Zealand passport you need no visitor visa: a " +
  "Special Category visa (subclass 444) is granted when you arrive.";

/** Who may sponsor a visitor in the sponsored family stream: a relative as the Migration Regulations define it. */
export const sponsorRelatives =
  "a relative (spouse or de facto partner, parent, child, brother or sister, grandparent, grandchild, aunt, uncle, niece or nephew, or a step-relative of these)";

export const notAdvice =
  "This guide is general information built from the Department of Home Affairs' published requirements. It is not " +
  "immigration advice, and the department decides every application.";
