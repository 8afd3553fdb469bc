import { RecordsTable, formatTimestamp } from "~/components/admin/records-table";
import { getDb } from "~/lib/db.server";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import { listContactMessages } from "~/modules/contact/contact.server";
import type { Route } from "./+types/messages";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  return { messages: await listContactMessages(getDb()) };
}

export function meta() {
  return [{ title: "Messages | Admin" }, { name: "robots", content: "noindex" }];
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  return (
    <RecordsTable
      title="Messages"
      description="Contact-form messages, newest first. Each one was also emailed to the support mailbox; reply from there."
      rows={loaderData.messages}
      empty="No messages yet."
      columns={[
        { header: "Received", cell: (message) => formatTimestamp(message.created_at), className: "px-4 py-3 whitespace-nowrap text-slate-700" },
        { header: "Name", cell: (message) => message.name },
        {
          header: "Email",
          cell: (message) => (
            <a href={`mailto:${message.email}`} className="whitespace-nowrap text-ocean-700 underline">
              {message.email}
            </a>
          ),
        },
        { header: "Phone", cell: (message) => message.phone ?? "Not provided" },
        { header: "Message", cell: (message) => <p className="max-w-md whitespace-pre-wrap">{message.message}</p> },
      ]}
    />
  );
}
