import { ImageIcon } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { CardHeading } from "./card-heading";

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = ["image/png", "image/jpeg", "image/gif", "image/webp"];

/** The words of one image card: its heading, and how the picture is called in labels and messages. */
export interface ImageUploadTexts {
  heading: string;
  description: string;
  /** "banner image", "photo": used in the labels ("Upload photo"). */
  noun: string;
  empty: string;
  typeProblem: string;
  sizeProblem: string;
  /** The checkbox that removes the current picture; absent when the picture is required. */
  removeLabel?: string;
}

export interface ImageUploadFieldProps {
  name: string;
  removeName?: string;
  current: string;
  error?: string;
  texts: ImageUploadTexts;
  /** Tailwind aspect class of the preview. */
  aspect: string;
  /** More fields about the picture (a banner's description), under the picker. */
  children?: ReactNode;
}

/**
 * An image card: the current picture, a file picker with a local preview and, where allowed, 'Remove'.
 * The browser's checks only help early; the server decides by the file's content.
 */
export function ImageUploadField({ name, removeName, current, error, texts, aspect, children }: ImageUploadFieldProps) {
  const [preview, setPreview] = useState<string | undefined>();
  const [clientError, setClientError] = useState<string | undefined>();
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const shown = preview ?? (current || undefined);
  const message = clientError ?? error;
  return (
    <Card>
      <CardHeader>
        <CardHeading>{texts.heading}</CardHeading>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {shown ? (
          <img src={shown} alt={preview ? `Preview of the chosen ${texts.noun}` : `Current ${texts.noun}`} className={cn(aspect, "w-full rounded-lg object-cover")} />
        ) : (
          <div className={cn(aspect, "flex w-full flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-600")}>
            <ImageIcon className="size-6" aria-hidden="true" />
            {texts.empty}
          </div>
        )}
        <Field
          name={name}
          label={current ? `Replace ${texts.noun}` : `Upload ${texts.noun}`}
          hint="PNG, JPEG, GIF or WebP, up to 5 MB. Large images are scaled down and their metadata removed."
          hintClassName="text-xs text-slate-600"
          error={message}
          errorRole="alert"
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept={ACCEPTED.join(",")}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-ocean-50 file:px-3 file:py-2 file:font-semibold file:text-ocean-800 hover:file:bg-ocean-100"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                setClientError(undefined);
                setPreview(undefined);
                if (!file) return;
                if (file.size > MAX_BYTES || !ACCEPTED.includes(file.type)) {
                  setClientError(file.size > MAX_BYTES ? texts.sizeProblem : texts.typeProblem);
                  event.currentTarget.value = "";
                  return;
                }
                setPreview(URL.createObjectURL(file));
              }}
            />
          )}
        </Field>
        {current && removeName && texts.removeLabel ? (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name={removeName} className="size-4 accent-ocean-700" />
            {texts.removeLabel}
          </label>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
