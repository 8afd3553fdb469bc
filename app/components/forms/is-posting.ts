/** True while this page's form is being posted (the busy state: button disabled, 'Sending...'). */
export function isPosting(navigation: { state: string; formMethod?: string }): boolean {
  return navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
}
