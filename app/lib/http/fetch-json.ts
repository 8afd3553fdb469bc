/**
 * The JSON body of a successful response, or `undefined` when the server refused (any status not 2xx).
 *
 * A refused response's body is still read to its end and dropped: the browser keeps a request whose body
 * nobody reads open, so the page never went quiet on the network (a refused visitor count kept the home
 * page "loading" for as long as a test or an audit was willing to wait).
 */
export async function fetchJson<T>(input: string, init?: RequestInit): Promise<T | undefined> {
  const response = await fetch(input, init);
  if (response.ok) return (await response.json()) as T;
  await response.arrayBuffer();
  return undefined;
}
