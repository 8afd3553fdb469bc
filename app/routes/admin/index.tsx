// /admin shows the dashboard too (spec route table: "/admin and /admin/dashboard").
export { default, loader, meta } from "./dashboard";
