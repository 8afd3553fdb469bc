import type { Request, Response } from "express";
import { problemBody, type Problem } from "../app/lib/http/problem";

/** Whether the caller reads JSON: API routes, JSON bodies and clients that ask for it. */
export function wantsJson(req: Request): boolean {
  if (req.path.startsWith("/api/")) return true;
  if (req.is("application/json") || req.is("+json")) return true;
  const accept = req.get("accept") ?? "";
  return accept.includes("application/json") && !accept.includes("text/html");
}

/** React Router's client-side data requests end in `.data`; it shows their status in the error boundary. */
export function isDataRequest(req: Request): boolean {
  return req.path.endsWith(".data");
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A small, self-contained page for problems the server answers before the app sees the request:
 * it needs neither the database nor the app's scripts, and follows the site's look in a few lines of CSS.
 */
function problemPage(problem: Problem): string {
  const title = escapeHtml(problem.title);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | Australia Visa Check</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#0f172a;background:#fff}
header{border-bottom:1px solid #e2e8f0;padding:1rem}
header a{color:#134a75;font-weight:700;text-decoration:none}
main{max-width:36rem;margin:0 auto;padding:5rem 1rem;text-align:center}
h1{font-size:1.875rem;margin:0}
p{color:#334155;line-height:1.6}
main a{display:inline-block;margin-top:2rem;color:#134a75;font-weight:600}
</style>
</head>
<body>
<header><a href="/">Australia Visa Check</a></header>
<main>
<h1>${title}</h1>
<p>${escapeHtml(problem.message)}</p>
<a href="/">Go Back Home</a>
</main>
</body>
</html>`;
}

/**
 * Sends a problem (from the catalogue in app/lib/http/problem.ts) as JSON `{ error: { title, message } }`
 * or as a page, whichever the caller reads. Problems found inside the app are thrown as responses there.
 */
export function sendProblem(req: Request, res: Response, problem: Problem): void {
  res.status(problem.status);
  res.setHeader("Cache-Control", "no-store");
  for (const [name, value] of Object.entries(problem.headers ?? {})) res.setHeader(name, value);
  if (wantsJson(req)) {
    res.json(problemBody(problem));
  } else if (isDataRequest(req)) {
    res.type("text/plain").send(problem.message);
  } else {
    res.type("html").send(problemPage(problem));
  }
}
