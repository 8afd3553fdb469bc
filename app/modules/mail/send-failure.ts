/** What went wrong with a send, in words safe to show a visitor (no host names, no credentials). */
export function describeSendFailure(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (code === "EAUTH") return "Mail server rejected the login";
  if (code === "EENVELOPE") return "Recipient address rejected";
  if (typeof responseCode === "number" && responseCode >= 500) return "Message rejected by the mail server";
  if (typeof responseCode === "number" && responseCode >= 400) return "Mail server temporarily unavailable";
  if (typeof code === "string" && ["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ECONNREFUSED", "EPROTOCOL"].includes(code)) {
    return "Mail server unavailable";
  }
  return "Unknown Error";
}

/**
 * A failure that retrying cannot fix: the server refused the recipient or the message itself.
 * Login failures are not permanent: they end when the operator fixes the configuration.
 */
export function isPermanentSendFailure(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (code === "EAUTH") return false;
  if (code === "EENVELOPE") return true;
  return typeof responseCode === "number" && responseCode >= 550 && responseCode <= 554;
}
