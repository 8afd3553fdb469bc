import { Loader2, Save } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { isPosting } from "~/components/forms/is-posting";
import { useForm } from "~/components/forms/use-form";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { FormReply } from "~/lib/forms/reply";
import { notify } from "~/lib/toast";
import type { PageFormField, PageInput } from "~/modules/pages/page-form";
import { slugify } from "~/modules/pages/slug";
import { BannerField } from "./banner-field";
import { CardHeading } from "./card-heading";
import { EnhancedFlag } from "./enhanced-flag";
import { NativeSwitch } from "./native-switch";
import { RichTextEditor } from "./rich-text-editor";

export type PageFormReply = FormReply<{ removedLinks?: number }, PageFormField>;

/** What 'Page Saved!' adds when the save dropped links whose address the site does not allow. */
function removedLinksMessage(count: number | undefined): string | undefined {
  if (!count) return undefined;
  const links = count === 1 ? "1 link was" : `${count} links were`;
  return `Your changes have been saved, but ${links} removed: only http, https, mailto and tel addresses or a path on this site are allowed (not javascript:).`;
}


/**
 * The slug field's hint: the page's address and, once a published page's slug is changed, what becomes of its
 * old address (a permanent redirect, listed under Manage Pages).
 */
function slugHint(slug: string, initial: PageInput): string {
  const address = `The page's address: /${slug || "…"}`;
  if (!initial.isPublished || !initial.slug || !slug || slug === initial.slug) return address;
  return `${address}. Its old address /${initial.slug} will keep working: it will redirect here permanently (listed under Manage Pages, Redirects).`;
}

/** The page's text in the rich-text editor (a plain HTML text area without JavaScript). */
export function PageContentField({ defaultValue, error, lang }: { defaultValue: string; error: string | undefined; lang?: string }) {
  return (
    <Field name="content" label="Page Content" labelId="content-label" error={error}>
      {(control) => (
        <div lang={lang}>
          <RichTextEditor
            id={control.id}
            name={control.name}
            defaultValue={defaultValue}
            labelId="content-label"
            describedBy={control["aria-describedby"]}
            invalid={Boolean(control["aria-invalid"])}
          />
        </div>
      )}
    </Field>
  );
}

/** The right column's card: the address field (`children`) and the publish switch. */
export function PublishSettings({ label, published, children }: { label: string; published: boolean; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardHeading>Publish Settings</CardHeading>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {children}
        <Field name="isPublished" label={label} layout="inline">
          {(control) => <NativeSwitch {...control} defaultChecked={published} />}
        </Field>
      </CardContent>
    </Card>
  );
}

/** The form's submit button, busy while the save is on its way and after it succeeded (the list follows). */
export function SaveButton({ saving, label }: { saving: boolean; label: string }) {
  return (
    <Button type="submit" size="lg" disabled={saving} className="w-full">
      {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
      {saving ? "Saving..." : label}
    </Button>
  );
}

/** After 'Page Saved!' the form waits one second before going back to the list, so the toast is read. */
export const REDIRECT_DELAY_MS = 1000;

/** The two-column page form behind 'Add New Page' and 'Edit Page': content on the left, settings on the right. */
export function PageForm({ initial, reply }: { initial: PageInput; reply: PageFormReply | undefined }) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { formRef, errors } = useForm<PageFormReply, PageFormField>({
    reply,
    onReply: (answer) => {
      if (answer.ok) notify.success("Page Saved!", removedLinksMessage(answer.removedLinks) ?? "Your changes have been successfully saved.");
    },
  });
  // Without JavaScript a refused save renders the page anew: start from what was typed.
  const echoed = reply && !reply.ok ? reply.values : undefined;
  const [title, setTitle] = useState(echoed?.title ?? initial.title);
  const [slug, setSlug] = useState(echoed?.slug ?? initial.slug);
  const saved = reply?.ok === true;
  const saving = saved || isPosting(navigation);

  useEffect(() => {
    if (!saved) return undefined;
    const timer = setTimeout(() => navigate("/admin/manage-pages"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  return (
    <Form ref={formRef} method="post" encType="multipart/form-data" className="grid gap-6 lg:grid-cols-3" noValidate>
      <EnhancedFlag />
      <Card className="lg:col-span-2">
        <CardContent className="flex flex-col gap-5">
          <Field name="title" label="Page Title" error={errors.title}>
            {(control) => (
              <Input
                {...control}
                value={title}
                maxLength={200}
                placeholder="e.g. Visiting Australia with children"
                onChange={(event) => {
                  setTitle(event.target.value);
                  // Every title change proposes a new slug, replacing any edit: the slug always follows the title.
                  setSlug(slugify(event.target.value));
                }}
              />
            )}
          </Field>
          <PageContentField defaultValue={echoed?.content ?? initial.content} error={errors.content} />
        </CardContent>
      </Card>

      <div className="flex flex-col gap-6">
        <PublishSettings label="Publish Page" published={echoed ? echoed.isPublished === "on" : initial.isPublished}>
          <Field name="slug" label="URL Slug" error={errors.slug} hint={slugHint(slug, initial)} hintClassName="text-xs break-all text-slate-600">
            {(control) => (
              <Input
                {...control}
                value={slug}
                maxLength={120}
                autoCapitalize="none"
                spellCheck={false}
                placeholder="my-new-page"
                onChange={(event) => setSlug(event.target.value)}
              />
            )}
          </Field>
        </PublishSettings>

        <BannerField
          current={initial.bannerImage}
          error={errors.banner}
          // Without JavaScript a refused save renders anew: keep what was typed or ticked.
          alt={echoed ? (echoed.bannerDecorative === "on" ? "" : echoed.bannerAlt || null) : initial.bannerAlt}
          altError={errors.bannerAlt}
        />

        <SaveButton saving={saving} label="Save Page" />
      </div>
    </Form>
  );
}
