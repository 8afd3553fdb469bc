import { CalendarCheck, Contact, FilePlus2, Files, Gauge, Inbox, LayoutDashboard, Mail, Send, ShieldCheck, ShoppingCart, type LucideIcon } from "lucide-react";

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Paths that count as this item being the current page. */
  isCurrent: (pathname: string) => boolean;
}

export interface AdminNavGroup {
  label: string;
  items: AdminNavItem[];
}

const exactly = (...paths: string[]) => (pathname: string) => paths.includes(pathname.replace(/\/+$/, "") || "/");

/** The admin sidebar: the three page links (dashboard, pages, add a page), then the lists and tools added beside them. */
export const adminNavigation: AdminNavGroup[] = [
  {
    label: "Content",
    items: [
      { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard, isCurrent: exactly("/admin", "/admin/dashboard") },
      { to: "/admin/add-new-page", label: "Add New Page", icon: FilePlus2, isCurrent: exactly("/admin/add-new-page") },
      {
        to: "/admin/manage-pages",
        label: "Manage Pages",
        icon: Files,
        isCurrent: (pathname) => exactly("/admin/manage-pages")(pathname) || pathname.startsWith("/admin/edit-page/"),
      },
      { to: "/admin/figures", label: "Figures", icon: Gauge, isCurrent: (pathname) => pathname.startsWith("/admin/figures") },
    ],
  },
  {
    label: "Customers",
    items: [
      { to: "/admin/orders", label: "Orders", icon: ShoppingCart, isCurrent: exactly("/admin/orders") },
      { to: "/admin/bookings", label: "Bookings", icon: CalendarCheck, isCurrent: exactly("/admin/bookings") },
      { to: "/admin/messages", label: "Messages", icon: Inbox, isCurrent: exactly("/admin/messages") },
      { to: "/admin/agents", label: "Agents", icon: Contact, isCurrent: (pathname) => pathname.startsWith("/admin/agents") },
    ],
  },
  {
    label: "E-mail",
    items: [
      { to: "/email-template", label: "Email Template", icon: Mail, isCurrent: exactly("/email-template") },
      { to: "/test-sender", label: "Test Sender", icon: Send, isCurrent: exactly("/test-sender") },
    ],
  },
  {
    label: "Account",
    items: [{ to: "/admin/security", label: "Security", icon: ShieldCheck, isCurrent: exactly("/admin/security") }],
  },
];
