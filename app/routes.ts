import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The route table of spec section 2, in the same order; resource routes follow.
export default [
  index("routes/home.tsx"),

  route("healthz", "routes/healthz.ts"),
  route("readyz", "routes/readyz.ts"),
  route("api/visitors", "routes/api.visitors.ts"),

  // Payments, consultation booking, e-mail pages and contact form.
  route("contact", "routes/contact.tsx"),
  route("book-consultation", "routes/book-consultation.tsx"),
  route("payment/success", "routes/payment.success.tsx"),
  route("payment/cancel", "routes/payment.cancel.tsx"),
  route("email-template", "routes/email-template.tsx"),
  route("test-sender", "routes/test-sender.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("checkout/demo/:sessionId", "routes/checkout.demo.tsx"),
  route("template/download", "routes/template.download.ts"),
  route("api/stripe/webhook", "routes/api.stripe.webhook.ts"),
  route("admin/orders", "routes/admin/orders.tsx"),
  route("admin/bookings", "routes/admin/bookings.tsx"),
  route("admin/messages", "routes/admin/messages.tsx"),

  // Catch-all: published managed pages by slug, otherwise the 404 screen.
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
