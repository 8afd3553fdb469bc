import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import type { FieldErrors } from "~/lib/forms/reply";
import { ImageRejectedError, processUploadedImage, type ImageShape } from "~/modules/images/banner-image.server";
import { deleteImageByUrl, imageUrl, storeImage } from "~/modules/images/image-store.server";
import { agentFormMessages, type AgentFormField, type AgentFormInput } from "./agent-form";
import { createAgent, deleteAgent, findAgent, updateAgent, type Agent } from "./agents.server";

/** Portraits are cropped square and kept small: cards show them at 48 to 96 pixels. */
const portrait: ImageShape = {
  width: 320,
  height: 320,
  fit: "cover",
  messages: {
    type: "The photo must be a PNG, JPEG, GIF or WebP image.",
    size: "The photo must be 5 MB or smaller.",
    unreadable: "The photo could not be read. Please choose another file.",
  },
};

export type SaveAgentResult = { ok: true; agent: Agent } | { ok: false; fieldErrors: FieldErrors<AgentFormField> } | { ok: false; notFound: true };

/**
 * Saves a checked agent form (new agent without `id`, else an update). The photo is checked by its
 * content and re-encoded as the page banners are; a replaced uploaded photo is deleted.
 */
export async function saveAgent(db: Kysely<Database>, form: AgentFormInput, id?: string): Promise<SaveAgentResult> {
  const existing = id ? await findAgent(db, id) : undefined;
  if (id && !existing) return { ok: false, notFound: true };
  if (!form.photo && !existing?.photo) return { ok: false, fieldErrors: { photo: agentFormMessages.photoRequired } };

  let photo = existing?.photo ?? "";
  if (form.photo) {
    try {
      const processed = await processUploadedImage(new Uint8Array(await form.photo.arrayBuffer()), portrait);
      photo = imageUrl(await storeImage(db, processed));
    } catch (error) {
      if (error instanceof ImageRejectedError) return { ok: false, fieldErrors: { photo: error.message } };
      throw error;
    }
  }

  const { name, marn, experienceYears, languages, locations, bio, isActive, isSample, sortOrder } = form;
  const input = { name, marn, experienceYears, languages, locations, bio, isActive, isSample, sortOrder, photo };
  const agent = existing ? await updateAgent(db, existing.id, input) : await createAgent(db, input);
  if (!agent) return { ok: false, notFound: true };
  if (existing && existing.photo !== agent.photo) await deleteImageByUrl(db, existing.photo);
  return { ok: true, agent };
}

/** Deletes an agent and its uploaded photo (bundled sample pictures are not stored images and stay). */
export async function deleteAgentWithPhoto(db: Kysely<Database>, id: string): Promise<Agent | undefined> {
  const agent = await deleteAgent(db, id);
  if (agent) await deleteImageByUrl(db, agent.photo);
  return agent;
}
