/** The country guides, looked up by path (one route module renders them all). */
import { indiaGuide } from "./india";
import { philippinesGuide } from "./philippines";
import type { Guide } from "./types";
import { ukGuide } from "./uk";
import { usaGuide } from "./usa";

export type { Guide, GuideBlock, GuideHowTo, GuideSection } from "./types";

/** Built per call, so each guide quotes the figures in force (a changed figure needs no restart). */
export function allGuides(): Guide[] {
  return [indiaGuide(), philippinesGuide(), ukGuide(), usaGuide()];
}

export function findGuideByPath(pathname: string): Guide | undefined {
  return allGuides().find((guide) => guide.path === pathname);
}
