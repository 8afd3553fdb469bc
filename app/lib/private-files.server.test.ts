import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeAtomically } from "~/modules/mail/transport.server";
import { migrateToLatest, openDatabase } from "./db.server";

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("DATA_DIR", () => {
  it("is readable by the site's user only: the folder 0700, the database and its journal files 0600", async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), "visa-private-"));
    made.push(parent);
    const dataDir = path.join(parent, "data");
    const handle = openDatabase({ dataDir });
    await migrateToLatest(handle.db);
    expect(modeOf(dataDir)).toBe(0o700);
    for (const file of ["site.db", "site.db-wal", "site.db-shm"]) expect(modeOf(path.join(dataDir, file)), file).toBe(0o600);
    await handle.close();
  });

  it("made private again when it was created open by an earlier version", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "visa-private-"));
    made.push(dataDir);
    fs.chmodSync(dataDir, 0o755);
    fs.writeFileSync(path.join(dataDir, "site.db"), "", { mode: 0o644 });
    const handle = openDatabase({ dataDir });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, "site.db"))).toBe(0o600);
    await handle.close();
  });

  it("keeps unsent mail private", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "visa-private-"));
    made.push(dataDir);
    const file = path.join(dataDir, "message.eml");
    await writeAtomically(file, Buffer.from("To: someone@example.com\n"));
    expect(modeOf(file)).toBe(0o600);
  });
});
