import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import type { PageEditor } from "./quill-editor.client";
import { richContentClasses } from "./rich-content";

interface RichTextEditorProps {
  id: string;
  name: string;
  defaultValue: string;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
}

type EditorStatus = "plain" | "loading" | "ready" | "failed";

/**
 * The editor's writing area: the published page's typography, font and text colour. Quill indents its
 * list items itself, so its list gets no padding of its own (the published list's indent overall).
 */
const editorContentClasses = `${richContentClasses} font-sans text-base text-slate-800 [&.ql-editor_ol]:pl-0`;

/**
 * The page content field. Without JavaScript it is a plain HTML text area (the server sanitises
 * whatever arrives); once JavaScript runs, the Quill editor is loaded on demand and replaces it,
 * writing its HTML back into the same field so the form submits it either way.
 */
export function RichTextEditor({ id, name, defaultValue, labelId, describedBy, invalid }: RichTextEditorProps) {
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<EditorStatus>("plain");
  // The editor mounts once with the content it was given; later renders must not reset what was typed.
  const initial = useRef({ labelId, describedBy });

  useEffect(() => {
    let editor: PageEditor | undefined;
    let cancelled = false;
    setStatus("loading");
    import("./quill-editor.client")
      .then(({ createPageEditor }) => {
        const host = hostRef.current;
        const field = fieldRef.current;
        if (cancelled || !host || !field) return;
        editor = createPageEditor(host, {
          html: field.value,
          labelId: initial.current.labelId,
          describedBy: initial.current.describedBy,
          placeholder: "Write the page content here...",
          contentClassName: editorContentClasses,
          onChange: (html) => {
            field.value = html;
          },
        });
        setStatus("ready");
      })
      .catch(() => {
        if (!cancelled) setStatus("failed");
      });
    return () => {
      cancelled = true;
      editor?.destroy();
    };
  }, []);

  useEffect(() => {
    hostRef.current?.querySelector(".ql-editor")?.setAttribute("aria-invalid", invalid ? "true" : "false");
  }, [invalid, status]);

  const usingEditor = status === "loading" || status === "ready";
  return (
    <div data-editor-status={status}>
      <textarea
        ref={fieldRef}
        id={id}
        name={name}
        defaultValue={defaultValue}
        hidden={usingEditor}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        rows={14}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-ocean-600 aria-[invalid=true]:border-red-700"
      />
      {status === "plain" || status === "failed" ? (
        <p className="mt-1 text-xs text-slate-600">
          {status === "failed" ? "The editor could not be loaded. " : ""}You can edit the page's HTML here directly.
        </p>
      ) : null}
      {status === "loading" ? (
        <p role="status" className="flex h-72 items-center justify-center rounded-lg border border-slate-300 text-sm text-slate-600">
          Loading editor...
        </p>
      ) : null}
      <div
        ref={hostRef}
        hidden={status !== "ready"}
        className={cn(
          "page-editor overflow-hidden rounded-lg border bg-white [&_.ql-container]:min-h-72 [&_.ql-container]:border-0! [&_.ql-toolbar]:border-0! [&_.ql-toolbar]:border-b! [&_.ql-toolbar]:border-slate-200!",
          invalid ? "border-red-700" : "border-slate-300",
        )}
      />
      {status === "ready" ? (
        <p className="mt-1 text-xs text-slate-600">In a list, Tab at the start of an item indents it and Shift+Tab moves it back.</p>
      ) : null}
    </div>
  );
}
