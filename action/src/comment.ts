// One pull-request comment holding the diff's markdown, found again by a marker: created on the
// first run with changes, updated in place after, deleted when nothing changed any more. Through
// the REST API's issue-comments endpoints (a pull request is an issue there).

/** The first line of the comment: how a later run finds it among the pull request's comments. */
export const MARKER = "<!-- agentspec-action: diff -->";

interface Comment {
  id: number;
  body?: string;
}

export interface CommentTarget {
  /** $GITHUB_API_URL, e.g. https://api.github.com. */
  api: string;
  token: string;
  /** owner/name */
  repository: string;
  pullRequest: number;
  /** The diff's markdown; "" when nothing changed. */
  body: string;
}

/** What the run did to the comment. */
export type CommentAction = "created" | "updated" | "unchanged" | "deleted" | "none";

export async function syncPullRequestComment(t: CommentTarget): Promise<CommentAction> {
  if (t.token === "") throw new Error('input "github-token" is empty: the comment needs a token with pull-requests: write');
  const base = t.api.replace(/\/+$/, "");
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        accept: "application/vnd.github+json",
        authorization: `Bearer ${t.token}`,
        "x-github-api-version": "2022-11-28",
        "user-agent": "agentspec-action",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`GitHub API ${method} ${path}: ${res.status} ${res.statusText}`);
    return res.status === 204 ? undefined : res.json();
  };
  const issue = `/repos/${t.repository}/issues`;
  let ours: Comment | undefined;
  for (let page = 1; ours === undefined; page++) {
    const comments = (await call("GET", `${issue}/${t.pullRequest}/comments?per_page=100&page=${page}`)) as Comment[];
    ours = comments.find((c) => c.body?.startsWith(MARKER));
    if (comments.length < 100) break;
  }
  if (t.body === "") {
    if (ours === undefined) return "none";
    await call("DELETE", `${issue}/comments/${ours.id}`);
    return "deleted";
  }
  const body = `${MARKER}\n${t.body}`;
  if (ours === undefined) {
    await call("POST", `${issue}/${t.pullRequest}/comments`, { body });
    return "created";
  }
  if (ours.body === body) return "unchanged";
  await call("PATCH", `${issue}/comments/${ours.id}`, { body });
  return "updated";
}
