/** The country guides, looked up by path (one route module renders them all). */
import { indiaGuide } from "./india";
import { philippinesGuide } from "./philippines";
import type { Guide } from "./types";
import { ukGuide } from "./uk";
import { usaGuide } from "./usa";

export type { Guide, GuideBlock, GuideHowTo, GuideSection } from "./types";

export const guides: Guide[] = [indiaGuide, philippinesGuide, ukGuide, usaGuide];

export function findGuideByPath(pathname: string): Guide | undefined {
  return guides.find((guide) => guide.path === pathname);
}
