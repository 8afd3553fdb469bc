import { data } from "react-router";
import { NotFound } from "~/components/layout/not-found";

export function loader() {
  throw data(null, { status: 404 });
}

export function meta() {
  return [{ title: "404 - Page Not Found" }, { name: "robots", content: "noindex" }];
}

export default function CatchAll() {
  return <NotFound />;
}
