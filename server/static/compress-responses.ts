import compression from "compression";
import type { RequestHandler } from "express";
import { PRECOMPRESSED } from "./representations";

/** Compresses each text response as it is sent, except bodies already compressed (kept pages, built assets). */
export function compressResponses(): RequestHandler {
  return compression({ filter: (req, res) => res.locals[PRECOMPRESSED] !== true && compression.filter(req, res) });
}
