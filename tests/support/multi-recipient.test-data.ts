/** Address lists and display names that reached several people before (the outside test's finding 5). */
export const MULTI_RECIPIENT_ATTACKS = [
  "a@x.com,b@y.com",
  "a@x.com, b@y.com",
  "a@x.com;b@y.com",
  '"x"<a@b.com>',
  '"x" <a@b.com>',
  "Name <a@b.com>",
  "<a@b.com>",
  "a@b.com (comment)",
  "a@b.com,",
  "group:a@b.com;",
  '"a@b.com"@c.com',
  "a\\@b@c.com",
];
