import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createMailTransport, writeAtomically } from "./transport.server";

const mail = { id: "0b8c7a6e-mail", to: "ana@example.com", subject: "Hello", text: "Text", html: "<p>Text</p>" };

describe("the .eml outbox (no SMTP server)", () => {
  it("writes each message once under its own id: a retry after a crash finds it and sends nothing twice", async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "visa-eml-"));
    const transport = createMailTransport({ from: "Site <no-reply@localhost>", outboxDir });
    await transport.send(mail);
    await transport.send(mail);
    const files = fs.readdirSync(outboxDir);
    expect(files).toEqual([`${mail.id}.eml`]);
    expect(fs.statSync(path.join(outboxDir, files[0] as string)).size).toBeGreaterThan(100);
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  it("replaces a file whole: what a reader sees is never empty or short", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "visa-atomic-"));
    const file = path.join(dir, "m.eml");
    // What a kill mid-write leaves behind is a temporary file, not an .eml.
    fs.writeFileSync(path.join(dir, `.m.eml.${process.pid}.tmp`), "");
    await writeAtomically(file, Buffer.from("whole message"));
    expect(fs.readFileSync(file, "utf8")).toBe("whole message");
    expect(fs.readdirSync(dir).filter((name) => name.endsWith(".eml"))).toEqual(["m.eml"]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
