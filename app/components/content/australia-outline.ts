/**
 * The city map's 800 by 600 viewBox. The coastlines of mainland Australia and Tasmania are drawn in it
 * from `australia-outline.svg` (its `#outline`, a static file, so their points are not part of any page's
 * JavaScript):
 * x = 85 + (longitude - 113) * 15.4, y = 14 + (-latitude - 10) * 17 (an equirectangular projection
 * squeezed for latitude ~25°S). City positions in app/content/cities.ts use the same projection.
 */
export const MAP_VIEWBOX = { width: 800, height: 600 } as const;

export { default as outlineUrl } from "./australia-outline.svg?url";
