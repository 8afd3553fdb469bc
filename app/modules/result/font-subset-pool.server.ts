import path from "node:path";
import { Worker } from "node:worker_threads";

/** The worker's file; the server runs from the project's root (as the fonts' folder assumes too). */
const workerFile = () => path.resolve(process.cwd(), "app/modules/result/font-subset-worker.mjs");

interface Pending {
  resolve: (subset: Buffer) => void;
  reject: (error: Error) => void;
}

type Reply = { id: number; subset: Uint8Array; error?: undefined } | { id: number; error: string };

let worker: Worker | undefined;
/** Fonts the current worker holds already, by key. */
let sent = new Set<string>();
const pending = new Map<number, Pending>();
let nextId = 1;

function failAll(error: Error) {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

/** One worker per process, started with the first PDF in a language with embedded fonts. */
function subsetWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(workerFile());
  // An idle worker does not keep the process alive at shutdown.
  started.unref();
  started.on("message", (reply: Reply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.error !== undefined) waiting.reject(new Error(`font subsetting failed: ${reply.error}`));
    else waiting.resolve(Buffer.from(reply.subset.buffer, reply.subset.byteOffset, reply.subset.byteLength));
  });
  const restart = (error: Error) => {
    if (worker === started) {
      worker = undefined;
      sent = new Set();
    }
    failAll(error);
  };
  started.on("error", restart);
  started.on("exit", (code) => restart(new Error(`the font subsetting worker stopped (exit code ${code})`)));
  worker = started;
  return started;
}

/**
 * `font` cut down to the glyphs of `text`, as TrueType, computed in a worker thread so the event loop
 * keeps answering other requests meanwhile. `key` names the font; its bytes travel to the worker once.
 */
export function subsetFontOffThread(key: string, font: Buffer, text: string): Promise<Buffer> {
  const target = subsetWorker();
  const id = nextId++;
  const bytes = sent.has(key) ? undefined : font;
  sent.add(key);
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.ref();
    target.postMessage({ id, key, bytes, text });
  }).finally(() => {
    if (pending.size === 0) worker?.unref();
  });
}
