/**
 * Draws the parents guide's banner (a flight arriving over Sydney Harbour, from the site's own Opera
 * House illustration) and writes it as a small WebP: `npx tsx scripts/parents-guide-banner.ts`.
 * The picture ships in public/ and is seeded as the guide's banner (app/content/seed-pages.ts).
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { PARENTS_GUIDE_BANNER } from "../app/content/banners";

const WIDTH = 1600;
const HEIGHT = 600;

const harbour = fs.readFileSync(path.resolve("public/images/landmarks/sydney-opera-house.svg"), "utf8");
const scene = harbour.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");

const plane = `
  <g transform="translate(300 70) rotate(-6) scale(0.9)">
    <path d="M-260 18 H-20" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-dasharray="2 22" opacity="0.75"/>
    <path d="M0 12 C40 4 120 2 150 10 C162 14 162 22 150 26 C120 32 40 30 0 24 Z" fill="#ffffff"/>
    <path d="M60 14 L30 -30 L48 -30 L100 14 Z" fill="#e2e8f0"/>
    <path d="M60 24 L36 66 L54 66 L100 24 Z" fill="#e2e8f0"/>
    <path d="M4 14 L-14 -12 L-2 -12 L24 12 Z" fill="#f4c430"/>
    <circle cx="138" cy="16" r="3" fill="#134a75"/><circle cx="124" cy="16" r="3" fill="#134a75"/><circle cx="110" cy="16" r="3" fill="#134a75"/>
  </g>`;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <svg width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 400 224" preserveAspectRatio="xMidYMid slice">${scene}</svg>
  ${plane}
</svg>`;

const target = path.resolve("public", PARENTS_GUIDE_BANNER.src.replace(/^\//, ""));
const info = await sharp(Buffer.from(svg)).webp({ quality: 78, effort: 6 }).toFile(target);
console.log(`${target}: ${info.width}x${info.height}, ${info.size} bytes`);
