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

interface ToastOptions {
  /** A toast with the same id replaces the one showing, and can be dismissed by id. */
  id?: string;
  /** The page the toast belongs to, when it announces a move to that page (a sign-in); else the current one. */
  page?: string;
}

// Shows and dismissals run in the order they were asked for, so a dismissal never overtakes its toast.
let queue: Promise<unknown> = Promise.resolve();
/** The page (path) each showing toast belongs to, by id. */
const shownOn = new Map<string, string>();

function show(kind: Kind, title: string, description?: string, options: ToastOptions = {}): void {
  if (typeof window === "undefined") return;
  // The same message again replaces the one showing instead of stacking a copy behind it.
  const id = options.id ?? `${kind}:${title}:${description ?? ""}`;
  shownOn.set(id, options.page ?? window.location.pathname);
  if (!mountRequested) {
    mountRequested = true;
    mountToaster?.();
  }
  queue = queue.then(() => toasterReady).then(loadSonner).then(({ toast }) => toast[kind](title, { description, id }))
    .catch(() => undefined);
}

/** Closes a toast by id, if the toast library was ever loaded (nothing to close otherwise). */
function dismiss(id: string): void {
  if (typeof window === "undefined" || !sonner) return;
  queue = queue
    .then(loadSonner)
    .then(({ toast }) => toast.dismiss(id))
    .catch(() => undefined);
}

/** Closes the toasts shown on other pages: a message about a form the visitor has left must not follow them. */
function leavePage(pathname: string): void {
  for (const [id, path] of shownOn) {
    if (path === pathname) continue;
    shownOn.delete(id);
    dismiss(id);
  }
}

/**
 * The site's toasts (one visible at a time, 5 seconds; see LazyToaster). Destructive messages use `error`.
 */
export const notify = {
  success: (title: string, description?: string, options?: ToastOptions) => show("success", title, description, options),
  error: (title: string, description?: string, options?: ToastOptions) => show("error", title, description, options),
  info: (title: string, description?: string, options?: ToastOptions) => show("info", title, description, options),
  dismiss,
  leavePage,
};
