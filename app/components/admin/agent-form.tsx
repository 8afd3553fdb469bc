import { Loader2, Save } from "lucide-react";
import { useEffect } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { isPosting } from "~/components/forms/is-posting";
import { useForm } from "~/components/forms/use-form";
import { zodCheck } from "~/components/forms/zod-check";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import type { FormReply } from "~/lib/forms/reply";
import { notify } from "~/lib/toast";
import { agentFormSchema, type AgentFormField } from "~/modules/agents/agent-form";
import { MOST_EXPERIENCE_YEARS } from "~/modules/agents/experience";
import { EnhancedFlag } from "./enhanced-flag";
import { ImageUploadField, type ImageUploadTexts } from "./image-upload-field";
import { NativeSwitch } from "./native-switch";

export type AgentFormReply = FormReply<object, AgentFormField>;

export interface AgentFormInitial {
  name: string;
  marn: string;
  /** Null for an older profile whose text stated no number: the field is empty and must be filled. */
  experienceYears: number | null;
  languages: string;
  locations: string;
  bio: string;
  sortOrder: number;
  isActive: boolean;
  isSample: boolean;
  photo: string;
}

export const AGENTS_PATH = "/admin/agents";
const REDIRECT_DELAY_MS = 1000;

const photoTexts: ImageUploadTexts = {
  heading: "Photo",
  description: "A portrait, cropped square. Shown on the result, the booking page and the booking form.",
  noun: "photo",
  empty: "No photo yet",
  typeProblem: "The photo must be a PNG, JPEG, GIF or WebP image.",
  sizeProblem: "The photo must be 5 MB or smaller.",
};

// The photo is checked by the server (it needs the file's content); the rest in the browser too.
const check = zodCheck<AgentFormField>(agentFormSchema.omit({ photo: true }));

/** 'Add Agent' / 'Edit Agent': the profile on the left, photo and visibility on the right. */
export function AgentForm({ initial, reply }: { initial: AgentFormInitial; reply: AgentFormReply | undefined }) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { formRef, onSubmit, errors, values } = useForm<AgentFormReply, AgentFormField>({
    reply,
    validate: check,
    onReply: (answer) => {
      if (answer.ok) notify.success("Agent Saved!", "The agent's profile has been saved.");
    },
  });
  const echoed = reply && !reply.ok;
  const value = (field: keyof AgentFormInitial) => (echoed ? values[field] : String(initial[field] ?? ""));
  const switchedOn = (field: "isActive" | "isSample") => (echoed ? values[field] === "on" : initial[field]);
  const saved = reply?.ok === true;
  const saving = saved || isPosting(navigation);

  useEffect(() => {
    if (!saved) return undefined;
    const timer = setTimeout(() => navigate(AGENTS_PATH), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  return (
    <Form ref={formRef} method="post" encType="multipart/form-data" className="grid gap-6 lg:grid-cols-3" noValidate onSubmit={onSubmit}>
      <EnhancedFlag />
      <Card className="lg:col-span-2">
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <TextField name="name" label="Full Name" required maxLength={120} defaultValue={value("name")} error={errors.name} />
          <TextField
            name="marn"
            label="MARN"
            hint="The 7-digit Migration Agents Registration Number, as on the official register."
            inputMode="numeric"
            required
            maxLength={12}
            defaultValue={value("marn")}
            error={errors.marn}
          />
          <TextField
            name="experienceYears"
            type="number"
            label="Years of Experience"
            hint={`Whole years, 0 to ${MOST_EXPERIENCE_YEARS}. Visitors see it worded in their language.`}
            inputMode="numeric"
            min={0}
            max={MOST_EXPERIENCE_YEARS}
            step={1}
            required
            defaultValue={value("experienceYears")}
            error={errors.experienceYears}
          />
          <TextField name="languages" label="Languages" placeholder="e.g. English, Hindi" required maxLength={200} defaultValue={value("languages")} error={errors.languages} />
          <TextField name="locations" label="Locations" placeholder="e.g. Sydney, online" required maxLength={200} defaultValue={value("locations")} error={errors.locations} />
          <TextField
            name="sortOrder"
            type="number"
            label="Sort Order"
            hint="Lower numbers are listed first."
            min={0}
            max={9999}
            required
            defaultValue={value("sortOrder")}
            error={errors.sortOrder}
          />
          <div className="sm:col-span-2">
            <TextAreaField name="bio" label="Short Bio" rows={4} required maxLength={600} defaultValue={value("bio")} error={errors.bio} />
          </div>
        </CardContent>
      </Card>

      <div className="flex flex-col gap-6">
        <Card>
          <CardContent className="flex flex-col gap-5">
            <Field name="isActive" label="Active (shown and bookable)" layout="inline">
              {(control) => <NativeSwitch {...control} defaultChecked={switchedOn("isActive")} />}
            </Field>
            <Field
              name="isSample"
              label="Sample profile"
              layout="inline"
              hint="Shown with a 'Sample profile' label and no register link. Turn off once the profile is a real, registered agent."
              hintClassName="text-xs text-slate-600"
            >
              {(control) => <NativeSwitch {...control} defaultChecked={switchedOn("isSample")} />}
            </Field>
          </CardContent>
        </Card>
        <ImageUploadField name="photo" current={initial.photo} error={errors.photo} texts={photoTexts} aspect="aspect-square" />
        <Button type="submit" size="lg" disabled={saving} className="w-full">
          {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {saving ? "Saving..." : "Save Agent"}
        </Button>
      </div>
    </Form>
  );
}
