/**
 * Typography for page HTML (headings, lists, links, indents, images, video embeds), shared by the
 * public page and the editor so what the administrator sees is what visitors get.
 */
export const richContentClasses = [
  "[&_h1]:mt-8 [&_h1]:mb-4 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:text-slate-900",
  "[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900",
  "[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_p]:my-4 [&_p]:leading-7",
  "[&_a]:font-medium [&_a]:text-ocean-700 [&_a]:underline [&_a]:underline-offset-2",
  "[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 [&_li]:leading-7",
  "[&_.ql-indent-1]:pl-8 [&_.ql-indent-2]:pl-16 [&_.ql-indent-3]:pl-24 [&_.ql-indent-4]:pl-32",
  "[&_.ql-indent-5]:pl-40 [&_.ql-indent-6]:pl-48 [&_.ql-indent-7]:pl-56 [&_.ql-indent-8]:pl-64",
  "[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&_iframe]:my-6 [&_iframe]:aspect-video [&_iframe]:w-full [&_iframe]:rounded-lg",
  "[&_strong]:font-semibold",
].join(" ");
