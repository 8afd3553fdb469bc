import { Loader2, Save } from "lucide-react";
import { useEffect } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { isPosting } from "~/components/forms/is-posting";
import { useForm } from "~/components/forms/use-form";
import { zodCheck } from "~/components/forms/zod-check";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { FormAlert } from "~/components/ui/form-alert";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import type { FormReply } from "~/lib/forms/reply";
import { notify } from "~/lib/toast";
import { figureFormSchema, type FigureFormField } from "~/modules/figures/figure-form";
import { kindHints, type FigureKind } from "~/modules/figures/figure-kinds";
import { EnhancedFlag } from "./enhanced-flag";
import { FIGURES_PATH } from "./figures-table";

export type FigureFormReply = FormReply<{ scheduled?: boolean }, FigureFormField>;

export interface FigureFormInitial {
  kind: FigureKind;
  value: string;
  sourceName: string;
  sourceUrl: string;
  sourceDated: string;
  /** Today in Sydney: the earliest date a change can take effect without being scheduled. */
  today: string;
}

const REDIRECT_DELAY_MS = 1000;

/** Changing a figure: the value, its source, and the day it takes effect (a later day schedules it). After a save, back to the list. */
export function FigureForm({ initial, reply }: { initial: FigureFormInitial; reply: FigureFormReply | undefined }) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const saved = reply?.ok === true;
  useEffect(() => {
    if (!saved) return undefined;
    const timer = setTimeout(() => navigate(FIGURES_PATH), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);
  const { formRef, onSubmit, errors, values, reply: shown } = useForm<FigureFormReply, FigureFormField>({
    reply,
    validate: zodCheck<FigureFormField>(figureFormSchema(initial.kind)),
    onReply: (answer) => {
      if (answer.ok) notify.success(answer.scheduled ? "Change Scheduled" : "Figure Saved", answer.scheduled ? "It takes effect on its day, Sydney time." : "Every page now quotes the new figure.");
    },
  });
  const echoed = reply && !reply.ok;
  const value = (field: Exclude<FigureFormField, "effectiveFrom" | "note">) => (echoed ? values[field] : initial[field]);
  const busy = saved || isPosting(navigation);
  return (
    <Form ref={formRef} method="post" noValidate onSubmit={onSubmit}>
      <EnhancedFlag />
      <input type="hidden" name="intent" value="save" />
      <Card>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField name="value" label="Value" hint={kindHints[initial.kind]} required maxLength={2000} defaultValue={value("value")} error={errors.value} />
          </div>
          <TextField name="sourceName" label="Source" hint="Publisher and page, as shown beside the figure." required maxLength={300} defaultValue={value("sourceName")} error={errors.sourceName} />
          <TextField name="sourceUrl" type="url" label="Source address" hint="An https:// address." required maxLength={500} defaultValue={value("sourceUrl")} error={errors.sourceUrl} />
          <TextField
            name="sourceDated"
            label="The source's own date"
            hint="As the source shows it, e.g. 'page last updated 17/11/2025'. Leave blank if it shows none."
            maxLength={200}
            defaultValue={value("sourceDated")}
            error={errors.sourceDated}
          />
          <TextField
            name="effectiveFrom"
            type="date"
            label="Takes effect on"
            hint={`Blank or today (${initial.today}) changes it now. A later day schedules the change: the site switches when that day begins in Sydney.`}
            min={initial.today}
            defaultValue={echoed ? values.effectiveFrom : ""}
            error={errors.effectiveFrom}
          />
          <div className="sm:col-span-2">
            <TextAreaField name="note" label="Note" hint="What changed and why, for the history." rows={3} maxLength={1000} defaultValue={echoed ? values.note : ""} error={errors.note} />
          </div>
          <FormAlert reply={shown} />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
              {busy ? "Saving..." : "Save Figure"}
            </Button>
          </div>
        </CardContent>
      </Card>
    </Form>
  );
}
