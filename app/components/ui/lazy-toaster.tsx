import { useEffect, useState, type ComponentType } from "react";
import type { ToasterProps } from "sonner";
import { useLocation } from "react-router";
import { loadSonner, notify, registerToaster, toasterIsReady } from "~/lib/toast";

/**
 * Mounts sonner's Toaster the first time a toast is requested. Its effects run before this component's,
 * so by the time `toasterIsReady` fires the Toaster is subscribed and no toast is lost.
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    registerToaster(() => void loadSonner().then((module) => setToaster(() => module.Toaster)));
  }, []);

  useEffect(() => {
    if (Toaster) toasterIsReady();
  }, [Toaster]);

  const { pathname } = useLocation();
  useEffect(() => notify.leavePage(pathname), [pathname]);

  return Toaster ? <Toaster visibleToasts={1} duration={5000} position="bottom-right" richColors closeButton /> : null;
}
