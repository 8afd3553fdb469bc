import { useEffect } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { isPosting } from "~/components/forms/is-posting";
import { useForm } from "~/components/forms/use-form";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { FormReply } from "~/lib/forms/reply";
import { notify } from "~/lib/toast";
import { languageTags, type Locale } from "~/modules/i18n/locales";
import type { TranslationFormField } from "~/modules/pages/translation-form";
import { EnhancedFlag } from "./enhanced-flag";
import { PageContentField, PublishSettings, REDIRECT_DELAY_MS, SaveButton } from "./page-form";

export type TranslationFormReply = FormReply<object, TranslationFormField>;

export interface TranslationFormInitial {
  title: string;
  slug: string;
  content: string;
  isPublished: boolean;
}

/**
 * One language's version of a page: its title, address, text and published switch. Saved, it goes back to
 * the page's edit screen (at once without JavaScript, after 'Translation Saved!' with it).
 */
export function TranslationForm({
  locale,
  initial,
  reply,
  backTo,
}: {
  locale: Exclude<Locale, "en">;
  initial: TranslationFormInitial;
  reply: TranslationFormReply | undefined;
  backTo: string;
}) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { formRef, errors } = useForm<TranslationFormReply, TranslationFormField>({
    reply,
    onReply: (answer) => {
      if (answer.ok) notify.success("Translation Saved!", "Your changes have been successfully saved.");
    },
  });
  // Without JavaScript a refused save renders the page anew: start from what was typed.
  const echoed = reply && !reply.ok ? reply.values : undefined;
  const saved = reply?.ok === true;
  const saving = saved || isPosting(navigation);
  const lang = languageTags[locale];

  useEffect(() => {
    if (!saved) return undefined;
    const timer = setTimeout(() => navigate(backTo), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate, backTo]);

  return (
    <Form ref={formRef} method="post" className="grid gap-6 lg:grid-cols-3" noValidate>
      <EnhancedFlag />
      <Card className="lg:col-span-2">
        <CardContent className="flex flex-col gap-5">
          <Field name="title" label="Page Title" error={errors.title}>
            {(control) => <Input {...control} lang={lang} defaultValue={echoed?.title ?? initial.title} maxLength={200} />}
          </Field>
          <PageContentField defaultValue={echoed?.content ?? initial.content} error={errors.content} lang={lang} />
        </CardContent>
      </Card>

      <div className="flex flex-col gap-6">
        <PublishSettings label="Publish Translation" published={echoed ? echoed.isPublished === "on" : initial.isPublished}>
          <Field
            name="slug"
            label="URL Slug"
            error={errors.slug}
            hint={`The translation's address: /${locale}/<slug>. Lower-case Latin letters, digits and hyphens.`}
            hintClassName="text-xs break-all text-slate-600"
          >
            {(control) => <Input {...control} defaultValue={echoed?.slug ?? initial.slug} maxLength={120} autoCapitalize="none" spellCheck={false} />}
          </Field>
        </PublishSettings>

        <SaveButton saving={saving} label="Save Translation" />
        <Link to={backTo} className={buttonVariants({ variant: "outline", size: "lg" })}>
          Back to the page
        </Link>
      </div>
    </Form>
  );
}
