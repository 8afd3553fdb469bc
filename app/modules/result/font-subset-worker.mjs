// Cuts a font down to the characters of one PDF, in a worker thread: subsetting a CJK font takes tens
// of milliseconds of WebAssembly, which on the main thread would hold up every other request.
// Plain JavaScript, loaded by path (see font-subset-pool.server.ts), so it runs as it is in production.
import { parentPort } from "node:worker_threads";
import subsetFont from "subset-font";

/** Each font's bytes, sent once per worker and kept. */
const fonts = new Map();

parentPort?.on("message", async (message) => {
  const { id, key, bytes, text } = message;
  try {
    if (bytes) fonts.set(key, Buffer.from(bytes));
    const font = fonts.get(key);
    if (!font) throw new Error(`font ${key} was never sent to this worker`);
    const subset = await subsetFont(font, text, { targetFormat: "truetype" });
    const copy = new Uint8Array(subset);
    parentPort?.postMessage({ id, subset: copy }, [copy.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
