/**
 * One request to the server's simulation routes (`/api/sim`, docs/protocol.md) and its answer as sent, status kept:
 * for tests and tools that check the routes' replies, refusals included.
 */

/** The routes' answers, every field that any of them has. */
export interface SimAnswer {
  offered?: boolean;
  limits?: unknown;
  id?: string;
  status?: string;
  done?: number;
  total?: number;
  report?: unknown;
  error?: { code: string; message: string; problems?: { code: string; params: Record<string, unknown> }[] } & Record<
    string,
    unknown
  >;
}

export async function simRequest(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: SimAnswer }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as SimAnswer };
}
