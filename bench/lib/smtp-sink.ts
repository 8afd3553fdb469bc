import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface SmtpSink {
  port: number;
  /** Raw messages received so far, in arrival order. */
  messages: string[];
  /** How many received messages contain `marker`. */
  count: (marker: string) => number;
  close: () => Promise<void>;
}

/** A real SMTP server on the loopback interface that keeps every message it accepts. */
export async function startSmtpSink(port = 0, messages: string[] = []): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: "test" }),
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    messages,
    count: (marker) => messages.filter((message) => message.includes(marker)).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
