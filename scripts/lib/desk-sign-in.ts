/** A receptionist at the desk, for the benches that load it: an account made as staff make one, signed in. */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";

/**
 * Makes a desk account with the staff command against the server's store (`DATA_DIR`, and `DATABASE_URL`
 * on PostgreSQL), sets its password through its one-time link and signs in: the session cookie.
 */
export async function signedInDesk(serverUrl: string, storeEnv: { DATA_DIR: string; DATABASE_URL?: string }): Promise<string> {
  const email = `bench-${randomBytes(4).toString("hex")}@aarogya.test`;
  const added = spawnSync(process.execPath, ["--import", "tsx", "scripts/staff.ts", "add", email, "--role", "desk"], {
    env: { ...process.env, ...storeEnv },
    encoding: "utf8",
  });
  const token = /set-password#(\S+)/.exec(added.stdout)?.[1];
  if (!token) throw new Error(`npm run staff made no account: ${added.stderr}`);
  const password = `bench passphrase ${randomBytes(6).toString("hex")}`;
  const json = { "content-type": "application/json" };
  const set = await fetch(`${serverUrl}/api/desk/set-password`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ token, password }),
  });
  if (set.status !== 200) throw new Error(`setting a bench desk's password answered ${set.status}`);
  const signedIn = await fetch(`${serverUrl}/api/desk/sign-in`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  if (signedIn.status !== 200) throw new Error(`a bench desk could not sign in: ${signedIn.status}`);
  return signedIn.headers.get("set-cookie")?.split(";")[0] ?? "";
}
