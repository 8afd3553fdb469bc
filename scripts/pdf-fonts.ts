/**
 * Makes the result PDF's fonts in app/modules/result/fonts from the published Noto Sans fonts: each
 * family cut down to the characters its languages' PDFs can print (their catalogs, country names and
 * dates, plus the English catalog). Run it when a translation brings a character the fonts lack (the
 * font coverage test says so): `npm run pdf-fonts`. It downloads the full fonts from the npm registry.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import subsetFont from "subset-font";
import { charactersToCover } from "../app/modules/result/pdf-font-coverage.server";
import { localesOfFamily, pdfFontFamilies, pdfFontFile, pdfFontWeights, type PdfFontFamily } from "../app/modules/result/pdf-font-families";

const fontsDir = path.resolve("app/modules/result/fonts");
const weightFolders = { Regular: "400Regular", Bold: "700Bold" } as const;

function unpack(family: PdfFontFamily, workDir: string): string {
  const output = execFileSync("npm", ["pack", family.source.package, "--pack-destination", workDir, "--silent"], { encoding: "utf8" });
  const archive = path.join(workDir, output.trim().split("\n").at(-1) ?? "");
  const target = path.join(workDir, family.name);
  fs.mkdirSync(target, { recursive: true });
  execFileSync("tar", ["xzf", archive, "-C", target]);
  return path.join(target, "package");
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-fonts-"));
  const families = [...new Map(Object.values(pdfFontFamilies).map((family) => [family.name, family])).values()];
  for (const family of families) {
    const unpacked = unpack(family, workDir);
    const text = [...new Set([...charactersToCover("en"), ...localesOfFamily(family).flatMap((locale) => [...charactersToCover(locale)])])].join("");
    for (const weight of pdfFontWeights) {
      const source = fs.readFileSync(path.join(unpacked, weightFolders[weight], `${family.source.stem}_${weightFolders[weight]}.ttf`));
      // Shaped scripts keep the whole font: their letters are drawn with glyphs no character maps to.
      const bytes = family.shaping ? source : await subsetFont(source, text, { targetFormat: "woff2" });
      fs.writeFileSync(path.join(fontsDir, pdfFontFile(family, weight)), bytes);
      console.log(`${pdfFontFile(family, weight)}: ${Math.round(bytes.length / 1024)} KB`);
    }
    fs.copyFileSync(path.join(unpacked, "LICENSE_FONT"), path.join(fontsDir, "OFL.txt"));
  }
  fs.rmSync(workDir, { recursive: true, force: true });
}

await main();
