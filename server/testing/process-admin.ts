/**
 * An administrator of a server running as its own process (server-process.ts), signed in over HTTP as a
 * person is: made by `npm run staff`, password set by its link, a second factor enrolled. For the tests
 * that kill and restart the server and need to publish through the desk as staff do.
 */
import { spawnSync } from "node:child_process";
import { totpCodeOfStep, totpStepAt } from "../desk/accounts/totp";

export type ProcessAdmin = {
  email: string;
  /** A desk API call from the desk's own page (cookie, CSRF token, same-origin): the answer's status and JSON. */
  call(method: "GET" | "POST" | "PUT", path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }>;
  /** Calls the server at `url` from now on: a restarted server, whose sessions are in the database, still knows this one. */
  useServer(url: string): void;
};

const PASSWORD = "a long and private passphrase";
const JSON_HEADERS = { "content-type": "application/json" };

/** Adds an administrator with `npm run staff` on `dataDir` (or `databaseUrl`), and signs them in to `url` with a second factor. */
export async function addProcessAdmin(url: string, env: Record<string, string>, email = "admin@aarogya.test"): Promise<ProcessAdmin> {
  const staff = spawnSync(process.execPath, ["--import", "tsx", "scripts/staff.ts", "add", email, "--role", "admin"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  if (staff.status !== 0) throw new Error(`npm run staff failed: ${staff.stderr}`);
  const token = /set-password#(\S+)/.exec(staff.stdout)?.[1];
  const set = await fetch(`${url}/api/desk/set-password`, {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify({ token, password: PASSWORD }),
  });
  if (set.status !== 200) throw new Error(`set-password answered ${set.status}`);

  let base = url;
  let headers: Record<string, string> = {};
  const admin: ProcessAdmin = {
    email,
    async call(method, path, body) {
      const answer = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await answer.text();
      return { status: answer.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    },
    useServer(to) {
      base = to;
    },
  };
  const signedIn = await fetch(`${base}/api/desk/sign-in`, {
    method: "POST",
    headers: { ...JSON_HEADERS, "sec-fetch-site": "same-origin" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}: ${await signedIn.text()}`);
  const cookie = signedIn.headers.get("set-cookie")?.split(";")[0] ?? "";
  const { stage, csrfToken } = (await signedIn.json()) as { stage: string; csrfToken: string };
  headers = { ...JSON_HEADERS, cookie, "sec-fetch-site": "same-origin", "x-csrf-token": csrfToken };
  // A new administrator must enrol a second factor before anything else opens.
  if (stage !== "enrol") throw new Error(`a new administrator signs in at the "${stage}" stage, not enrolment`);
  const started = await admin.call("POST", "/api/desk/second-factor/totp", {});
  const confirmed = await admin.call("POST", "/api/desk/second-factor/totp/confirm", {
    id: started.json.id,
    code: totpCodeOfStep(String(started.json.secret), totpStepAt(new Date())),
  });
  if (confirmed.status !== 200) throw new Error(`enrolment answered ${confirmed.status}`);
  return admin;
}

/**
 * Publishes the live content with one change, as an administrator would by importing an export with
 * "publish" chosen: the notices replaced by one whose English says `marker`. Answers the import's status and JSON.
 */
export async function publishNotice(
  admin: ProcessAdmin,
  marker: string,
  window = { start: "2020-01-01T00:00:00Z", end: "2099-01-01T00:00:00Z" },
) {
  const exported = await admin.call("GET", "/api/desk/content/export");
  if (exported.status !== 200) throw new Error(`export answered ${exported.status}`);
  const content = exported.json.content as { notices: unknown[] };
  content.notices = [{ id: "test-notice", ...window, text: { en: marker, hi: "रविवार को ओपीडी बंद रहेगी" } }];
  return admin.call("POST", "/api/desk/content/import", { content: exported.json, publish: true });
}
