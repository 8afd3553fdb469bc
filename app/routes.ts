import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The route table of spec section 2, in the same order; resource routes follow.
export default [
  index("routes/home.tsx"),
  // The checker's no-JavaScript path: steps and result rendered from answers in the query.
  route("check", "routes/check.tsx"),

  route("healthz", "routes/healthz.ts"),
  route("readyz", "routes/readyz.ts"),
  route("api/visitors", "routes/api.visitors.ts"),

  // Catch-all: published managed pages by slug, otherwise the 404 screen.
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
