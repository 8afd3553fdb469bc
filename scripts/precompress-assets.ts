// Build step: the client build's scripts, styles and SVG, compressed once, beside each file (server/static/precompressed-files.ts).
import path from "node:path";
import { writeCompressedSiblings } from "../server/static/precompressed-files";

const count = await writeCompressedSiblings(path.resolve("build", "client"));
console.log(`compressed ${count} files`);
