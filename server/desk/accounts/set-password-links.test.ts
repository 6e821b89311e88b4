/**
 * Set-password links open where the desk is opened: DESK_ORIGIN when set, else the site's address
 * (VITE_SITE_URL). The desk's invitation e-mail and the staff command's printed link alike; never the
 * Host header of a request, which anyone can write.
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { mailsTo, startDeskStack } from "../../testing/desk-stack";

it("e-mails an invitation whose link is on DESK_ORIGIN, whatever Host the request named", async () => {
  const stack = await startDeskStack("sqlite", undefined, { desk: { deskOrigin: "http://localhost:3000" } });
  try {
    await stack.addStaff("asha.admin@aarogya.test", "admin");
    const admin = await stack.signIn("asha.admin@aarogya.test");
    const added = await admin.request("POST", "/api/desk/accounts", { email: "ravi@aarogya.test", role: "desk" }, { host: "evil.example" });
    expect(added.statusCode, added.body).toBe(200);
    const [invitation] = await mailsTo(stack, "ravi@aarogya.test");
    expect(invitation?.text).toMatch(/http:\/\/localhost:3000\/desk\/set-password#\S{40,}/);
    expect(invitation?.text).not.toContain("evil.example");
  } finally {
    await stack.close();
  }
});

it("prints the staff command's link on DESK_ORIGIN, else on VITE_SITE_URL", { timeout: 60_000 }, async () => {
  const dataDir = await mkdtemp(join(tmpdir(), "hospital-links-"));
  try {
    const staff = (email: string, env: Record<string, string>) =>
      spawnSync(process.execPath, ["--import", "tsx", "scripts/staff.ts", "add", email, "--role", "admin"], {
        env: { ...process.env, DATA_DIR: dataDir, VITE_SITE_URL: "https://www.aarogya.test", ...env },
        encoding: "utf8",
      });
    const local = staff("first@aarogya.test", { DESK_ORIGIN: "http://localhost:3000" });
    expect(local.stdout, local.stderr).toMatch(/\nhttp:\/\/localhost:3000\/desk\/set-password#\S+\n/);
    const production = staff("second@aarogya.test", {});
    expect(production.stdout, production.stderr).toMatch(/\nhttps:\/\/www\.aarogya\.test\/desk\/set-password#\S+\n/);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
