import { Loader2, Save } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { notify } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { CardHeading } from "./card-heading";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { PageFormErrors, PageFormValues } from "~/modules/pages/page-form";
import { slugify } from "~/modules/pages/slug";
import { BannerField } from "./banner-field";
import { EnhancedFlag } from "./enhanced-flag";
import { NativeSwitch } from "./native-switch";
import { RichTextEditor } from "./rich-text-editor";

export type PageFormResult = { status: "saved" } | { status: "invalid"; errors: PageFormErrors; values: PageFormValues };

export interface PageFormInitial {
  title: string;
  slug: string;
  content: string;
  isPublished: boolean;
  bannerImage: string;
}

/** The spec waits one second after 'Page Saved!' before going back to the list. */
const REDIRECT_DELAY_MS = 1000;
const FIELD_ORDER = ["title", "content", "slug", "banner"] as const;

/** The two-column page form of spec section 2 ('Add New Page' / 'Edit Page'). */
export function PageForm({ initial, result }: { initial: PageFormInitial; result: PageFormResult | undefined }) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const echoed = result?.status === "invalid" ? result.values : undefined;
  const errors = result?.status === "invalid" ? result.errors : {};
  const [title, setTitle] = useState(echoed?.title ?? initial.title);
  const [slug, setSlug] = useState(echoed?.slug ?? initial.slug);
  const saved = result?.status === "saved";
  const saving = saved || (navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST");
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (result?.status === "saved") {
      notify.success("Page Saved!", "Your changes have been successfully saved.");
      const timer = setTimeout(() => navigate("/admin/manage-pages"), REDIRECT_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (result?.status === "invalid") {
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      const target = first === "content" ? formRef.current?.querySelector<HTMLElement>(".ql-editor, #content") : first ? document.getElementById(first) : null;
      target?.focus();
    }
    return undefined;
  }, [result, navigate]);

  const describe = (field: keyof PageFormErrors, hint?: string) =>
    [hint, errors[field] ? `${field}-error` : undefined].filter(Boolean).join(" ") || undefined;

  return (
    <Form ref={formRef} method="post" encType="multipart/form-data" className="grid gap-6 lg:grid-cols-3" noValidate>
      <EnhancedFlag />
      <Card className="lg:col-span-2">
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <Label htmlFor="title">Page Title</Label>
            <Input
              id="title"
              name="title"
              value={title}
              maxLength={200}
              placeholder="e.g. Visiting Australia with children"
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={describe("title")}
              onChange={(event) => {
                setTitle(event.target.value);
                // Every title change proposes a new slug, replacing any edit (spec section 4).
                setSlug(slugify(event.target.value));
              }}
            />
            <FieldError id="title-error">{errors.title}</FieldError>
          </div>
          <div className="flex flex-col gap-2">
            <Label id="content-label" htmlFor="content">
              Page Content
            </Label>
            <RichTextEditor
              id="content"
              name="content"
              defaultValue={echoed?.content ?? initial.content}
              labelId="content-label"
              describedBy={describe("content")}
              invalid={Boolean(errors.content)}
            />
            <FieldError id="content-error">{errors.content}</FieldError>
          </div>
        </CardContent>
      </Card>

      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardHeading>Publish Settings</CardHeading>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <div className="flex flex-col gap-2">
              <Label htmlFor="slug">URL Slug</Label>
              <Input
                id="slug"
                name="slug"
                value={slug}
                maxLength={120}
                autoCapitalize="none"
                spellCheck={false}
                placeholder="my-new-page"
                aria-invalid={errors.slug ? true : undefined}
                aria-describedby={describe("slug", "slug-hint")}
                onChange={(event) => setSlug(event.target.value)}
              />
              <p id="slug-hint" className="text-xs break-all text-slate-600">
                The page's address: /{slug || "…"}
              </p>
              <FieldError id="slug-error">{errors.slug}</FieldError>
            </div>
            <div className="flex items-center justify-between gap-4">
              <Label htmlFor="isPublished">Publish Page</Label>
              <NativeSwitch id="isPublished" name="isPublished" defaultChecked={echoed?.isPublished ?? initial.isPublished} />
            </div>
          </CardContent>
        </Card>

        <BannerField current={initial.bannerImage} error={errors.banner} />

        <Button type="submit" size="lg" disabled={saving} className="w-full">
          {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {saving ? "Saving..." : "Save Page"}
        </Button>
      </div>
    </Form>
  );
}
