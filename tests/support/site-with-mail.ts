import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "../e2e/fixtures";
import { startSmtpServer, type TestSmtpServer } from "../fakes/smtp";
import { freePort, startServer, type ServerProcess } from "./server-process";

export interface SiteWithMail {
  /** The site's own server process, started before the describe block's tests. */
  readonly server: ServerProcess;
  /** The SMTP server in this test process that receives the site's mail. */
  readonly smtp: TestSmtpServer;
  /** The site's data folder (its SQLite file is `site.db`). */
  readonly dataDir: string;
}

/**
 * A server of the describe block's own whose mail goes to a real SMTP server in the test process, started
 * before its tests and stopped after them, its data folder removed.
 */
export function useSiteWithMail(dataDirPrefix: string): SiteWithMail {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), dataDirPrefix));
  let smtp: TestSmtpServer | undefined;
  let server: ServerProcess | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    smtp = await startSmtpServer();
    const port = await freePort();
    server = await startServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SMTP_URL: smtp.url, DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the ${name} starts in beforeAll`);
    return value;
  };
  return {
    get server() {
      return started(server, "site's server");
    },
    get smtp() {
      return started(smtp, "SMTP server");
    },
    dataDir,
  };
}
