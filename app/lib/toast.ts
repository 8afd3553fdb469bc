import type * as SonnerModule from "sonner";

type Sonner = typeof SonnerModule;
type Kind = "success" | "error" | "info";

let sonner: Promise<Sonner> | undefined;
let mountToaster: (() => void) | undefined;
let markReady: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => (markReady = resolve));
let mountRequested = false;

/** Loads the toast library on first use, so pages that never show a toast never download it. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner");
  return sonner;
}

/** Called by the toaster once it is mounted and listening. */
export function registerToaster(mount: () => void): void {
  mountToaster = mount;
  if (mountRequested) mount();
}

/** Resolves the shared promise once the toaster listens; see LazyToaster. */
export function toasterIsReady(): void {
  markReady();
}

function show(kind: Kind, title: string, description?: string): void {
  if (typeof window === "undefined") return;
  if (!mountRequested) {
    mountRequested = true;
    mountToaster?.();
  }
  void toasterReady.then(loadSonner).then(({ toast }) => toast[kind](title, { description }));
}

/**
 * The site's toasts (one visible at a time, 5 seconds; see LazyToaster). Destructive messages use `error`.
 */
export const notify = {
  success: (title: string, description?: string) => show("success", title, description),
  error: (title: string, description?: string) => show("error", title, description),
  info: (title: string, description?: string) => show("info", title, description),
};
