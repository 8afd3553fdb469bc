import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/lib/db.server";
import { testDatabases } from "../../../tests/support/test-databases";
import { findImage, imageIdFromUrl } from "~/modules/images/image-store.server";
import { readContentVersion } from "~/modules/pages/content-version.server";
import { agentFormMessages, agentFormSchema, type AgentFormInput } from "./agent-form";
import { findAgent, findBookableAgent, listAgents, listBookableAgents, setAgentActive } from "./agents.server";
import { consultationOffer } from "./consultation-offer.server";
import { marnLabel } from "./register";
import { deleteAgentWithPhoto, saveAgent } from "./save-agent.server";

const form = (overrides: Partial<Record<string, string>> = {}): AgentFormInput => {
  const parsed = agentFormSchema.safeParse({
    name: "Amelia Tran",
    marn: "MARN 1234567",
    experienceYears: "11",
    languages: "English, Vietnamese",
    locations: "Adelaide",
    bio: "Visitor visas for families.",
    sortOrder: "5",
    isActive: "on",
    ...overrides,
  });
  if (!parsed.success) throw new Error(parsed.error.message);
  return parsed.data;
};

const portrait = async () => new File([new Uint8Array(await sharp({ create: { width: 900, height: 600, channels: 3, background: "#134a75" } }).jpeg().toBuffer())], "me.jpg", { type: "image/jpeg" });


/** A demo installation shows the labelled sample profiles; a real one (business details set) never does. */
const demo = { samples: true };
const real = { samples: false };

describe("the agent form", () => {
  it("takes a seven-digit MARN, with or without the word MARN, and refuses anything else", () => {
    expect(form().marn).toBe("1234567");
    for (const marn of ["123456", "12345678", "12a4567", ""]) {
      const parsed = agentFormSchema.safeParse({ ...form(), marn, sortOrder: "1" });
      expect(parsed.success, marn).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(agentFormMessages.marnInvalid);
    }
  });
});

describe.each(testDatabases())("agents on $engine", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("seeds the four spec profiles as labelled samples, active, in order", async () => {
    const seeded = await listAgents(handle.db);
    expect(seeded.map((agent) => agent.name)).toEqual(["Olivia Bennett", "Rahul Mehta", "Grace Liu", "Daniel O'Connor"]);
    expect(seeded.every((agent) => agent.isSample && agent.isActive)).toBe(true);
    expect(marnLabel(seeded[0]!)).toBe("Sample MARN 1795104 (not on the register)");
    // Seeded as "12+ years", "10 years", "9 years" and "8 years": kept as the numbers.
    expect(seeded.map((agent) => agent.experienceYears)).toEqual([12, 10, 9, 8]);
  });

  it("creates an agent with a re-encoded square photo, lists it by sort order, and refuses one without a photo", async () => {
    expect(await saveAgent(handle.db, form())).toEqual({ ok: false, fieldErrors: { photo: agentFormMessages.photoRequired } });
    const saved = await saveAgent(handle.db, { ...form(), photo: await portrait() });
    if (!saved.ok) throw new Error("not saved");
    expect(saved.agent).toMatchObject({ name: "Amelia Tran", marn: "1234567", experienceYears: 11, isSample: false, isActive: true, sortOrder: 5 });
    expect(marnLabel(saved.agent)).toBe("MARN 1234567");
    const image = await findImage(handle.db, imageIdFromUrl(saved.agent.photo) ?? "");
    expect(image?.contentType).toBe("image/webp");
    expect(await sharp(image?.data).metadata()).toMatchObject({ width: 320, height: 320 });
    expect((await listBookableAgents(handle.db, demo))[0]?.name).toBe("Amelia Tran");
  });

  it("edits an agent, keeping the photo unless a new one comes, and deletes the replaced one", async () => {
    const created = await saveAgent(handle.db, { ...form({ name: "Ben Ortiz" }), photo: await portrait() });
    if (!created.ok) throw new Error("not saved");
    const renamed = await saveAgent(handle.db, form({ name: "Ben Ortiz-Lee", sortOrder: "900", experienceYears: "0" }), created.agent.id);
    expect(renamed.ok && renamed.agent.photo).toBe(created.agent.photo);
    expect((await findAgent(handle.db, created.agent.id))?.experienceYears).toBe(0);
    const rephotographed = await saveAgent(handle.db, { ...form({ name: "Ben Ortiz-Lee" }), photo: await portrait() }, created.agent.id);
    if (!rephotographed.ok) throw new Error("not saved");
    expect(rephotographed.agent.photo).not.toBe(created.agent.photo);
    expect(await findImage(handle.db, imageIdFromUrl(created.agent.photo) ?? "")).toBeUndefined();
    expect(await saveAgent(handle.db, form(), "no-such-agent")).toEqual({ ok: false, notFound: true });
  });

  it("shows the sample profiles on a demo installation only; a real one offers a consultation only with a real agent", async () => {
    const samples = (await listAgents(handle.db)).filter((agent) => agent.isSample);
    expect(samples.length).toBeGreaterThan(0);
    await Promise.all((await listAgents(handle.db)).filter((agent) => !agent.isSample).map((agent) => setAgentActive(handle.db, agent.id, false)));
    expect((await listBookableAgents(handle.db, demo)).map((agent) => agent.name)).toEqual(expect.arrayContaining(samples.map((agent) => agent.name)));
    expect(await consultationOffer(handle.db, demo)).toMatchObject({ offered: true });
    expect(await listBookableAgents(handle.db, real)).toEqual([]);
    expect(await findBookableAgent(handle.db, samples[0]!.id, real)).toBeUndefined();
    expect(await consultationOffer(handle.db, real)).toEqual({ offered: false, agents: [] });

    const created = await saveAgent(handle.db, { ...form({ name: "Dana Real" }), photo: await portrait() });
    if (!created.ok) throw new Error("not saved");
    expect(await consultationOffer(handle.db, real)).toMatchObject({ offered: true, agents: [{ name: "Dana Real", isSample: false }] });
  });

  it("hides a deactivated agent from visitors and bookings, and deletes one with its photo", async () => {
    const created = await saveAgent(handle.db, { ...form({ name: "Chloe Park" }), photo: await portrait() });
    if (!created.ok) throw new Error("not saved");
    expect(await setAgentActive(handle.db, created.agent.id, false)).toBe(true);
    expect((await listBookableAgents(handle.db, demo)).map((agent) => agent.name)).not.toContain("Chloe Park");
    expect(await findBookableAgent(handle.db, created.agent.id, demo)).toBeUndefined();
    expect((await listAgents(handle.db)).map((agent) => agent.name)).toContain("Chloe Park");
    await setAgentActive(handle.db, created.agent.id, true);
    expect((await findBookableAgent(handle.db, created.agent.id, demo))?.name).toBe("Chloe Park");

    expect((await deleteAgentWithPhoto(handle.db, created.agent.id))?.name).toBe("Chloe Park");
    expect(await findAgent(handle.db, created.agent.id)).toBeUndefined();
    expect(await findImage(handle.db, imageIdFromUrl(created.agent.photo) ?? "")).toBeUndefined();
    expect(await deleteAgentWithPhoto(handle.db, created.agent.id)).toBeUndefined();
  });
  it("makes kept pages showing agent cards render afresh after every change to an agent", async () => {
    const versions = [await readContentVersion(handle.db)];
    const created = await saveAgent(handle.db, { ...form({ name: "Dara Singh" }), photo: await portrait() });
    if (!created.ok) throw new Error("not saved");
    versions.push(await readContentVersion(handle.db));
    await saveAgent(handle.db, form({ name: "Dara Singh-Roy" }), created.agent.id);
    versions.push(await readContentVersion(handle.db));
    await setAgentActive(handle.db, created.agent.id, false);
    versions.push(await readContentVersion(handle.db));
    await deleteAgentWithPhoto(handle.db, created.agent.id);
    versions.push(await readContentVersion(handle.db));
    for (let step = 1; step < versions.length; step += 1) expect(versions[step], `change ${step}`).toBeGreaterThan(versions[step - 1] ?? 0);
  });
});
