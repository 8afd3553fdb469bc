// The font tools publish no types; these are the calls the result PDF makes.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "sfnt" | "truetype" | "woff" | "woff2"; noLayoutClosure?: boolean },
  ): Promise<Buffer>;
}

declare module "fontverter" {
  export function convert(font: Buffer, toFormat: "sfnt" | "truetype" | "woff" | "woff2"): Promise<Buffer>;
}
