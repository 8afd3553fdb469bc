/**
 * A small reader for the MIME messages nodemailer writes, enough for tests to check subjects,
 * bodies and attachments of captured mail (SMTP or .eml files).
 */
export interface MimePart {
  headers: Record<string, string>;
  contentType: string;
  filename?: string;
  body: Buffer;
}

export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  attachments: MimePart[];
}

function splitHeadersAndBody(raw: string): [string, string] {
  const index = raw.search(/\r?\n\r?\n/);
  if (index === -1) return [raw, ""];
  const separator = /\r?\n\r?\n/.exec(raw.slice(index))?.[0] ?? "\n\n";
  return [raw.slice(0, index), raw.slice(index + separator.length)];
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const unfolded = block.replace(/\r?\n[ \t]+/g, " ");
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeQuotedPrintable(text: string): Buffer {
  const softBreaksRemoved = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const char = softBreaksRemoved[i] as string;
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (char === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes);
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) in a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")).toString("utf8"),
    );
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? "").toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64");
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    default:
      return Buffer.from(body, "utf8");
  }
}

function parameter(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`${name}\\*?=("([^"]*)"|[^;\\s]+)`, "i").exec(header ?? "");
  return match ? (match[2] ?? match[1]) : undefined;
}

function collectParts(raw: string, parts: MimePart[]) {
  const [headerBlock, body] = splitHeadersAndBody(raw);
  const headers = parseHeaders(headerBlock);
  const contentType = headers["content-type"] ?? "text/plain";
  const boundary = parameter(contentType, "boundary");
  if (contentType.toLowerCase().startsWith("multipart/") && boundary) {
    const sections = body.split(`--${boundary}`);
    for (const section of sections.slice(1)) {
      if (section.startsWith("--")) break;
      collectParts(section.replace(/^\r?\n/, "").replace(/\r?\n$/, ""), parts);
    }
    return;
  }
  parts.push({
    headers,
    contentType: contentType.split(";")[0]?.trim().toLowerCase() ?? "text/plain",
    filename: parameter(headers["content-disposition"], "filename") ?? parameter(contentType, "name"),
    body: decodeBody(body, headers["content-transfer-encoding"]),
  });
}

export function parseMail(raw: string): ParsedMail {
  const [headerBlock] = splitHeadersAndBody(raw);
  const headers = parseHeaders(headerBlock);
  const parts: MimePart[] = [];
  collectParts(raw, parts);
  const isAttachment = (part: MimePart) => part.filename !== undefined || (part.headers["content-disposition"] ?? "").startsWith("attachment");
  // Text is compared with the \n line breaks it was written with; SMTP carries them as \r\n.
  const firstOf = (type: string) => (parts.find((part) => part.contentType === type && !isAttachment(part))?.body.toString("utf8") ?? "").replace(/\r\n/g, "\n");
  return {
    headers,
    subject: decodeHeader(headers.subject ?? ""),
    text: firstOf("text/plain"),
    html: firstOf("text/html"),
    attachments: parts.filter(isAttachment),
  };
}
