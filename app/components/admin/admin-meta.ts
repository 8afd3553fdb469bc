/** Title and robots rules for an admin screen: never indexed. */
export function adminMeta(title: string) {
  return [{ title: `${title} | Admin | Australia Visa Check` }, { name: "robots", content: "noindex, nofollow" }];
}
