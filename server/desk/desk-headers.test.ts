/**
 * The desk's headers follow the route Fastify chose, not the path as spelt: a percent-encoded path that
 * reaches the desk's API or pages gets no-store, noindex and the desk's own CSP like any other. The
 * desk's pages are the fixture's shell and script (server/testing/fixture-site.ts): no `npm run build`.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { fixtureDeskPagesDir } from "../testing/fixture-site";
import { startDeskStack, type DeskStack, type StaffBrowser, submitAccepted } from "../testing/desk-stack";
import { APPOINTMENT_URL, appointmentPayload } from "../testing/requests";
import { describeOnEachDatabase } from "../testing/test-services";

describeOnEachDatabase("the desk's headers", (dialect) => {
  let stack: DeskStack;
  let admin: StaffBrowser;
  let reference: string;

  beforeEach(async () => {
    stack = await startDeskStack(dialect, undefined, { pagesDir: fixtureDeskPagesDir() });
    await stack.addStaff("asha@aarogya.test", "admin");
    admin = await stack.signIn("asha@aarogya.test");
    reference = await submitAccepted(stack, APPOINTMENT_URL, appointmentPayload());
  });
  afterEach(() => stack.close());

  const expectDeskHeaders = (headers: Record<string, unknown>, url: string) => {
    expect(headers["cache-control"], url).toBe("no-store");
    expect(headers["x-robots-tag"], url).toBe("noindex, nofollow");
    const policy = String(headers["content-security-policy"]);
    // It frames only its own origin (the content preview), and nothing frames it.
    expect(policy, url).toContain("frame-src 'self';");
    expect(policy, url).toContain("frame-ancestors 'none'");
    expect(policy, url).toContain("script-src 'self';");
    // The public pages' map and videos have no place in the desk.
    expect(policy, url).not.toMatch(/facebook|google|youtube/);
  };

  it("holds on the API's answers however the path is spelt", async () => {
    for (const url of [
      `/api/desk/requests/${reference}`,
      `/api/%64esk/requests/${reference}`,
      `/api/desk/%72equests/${reference}`,
      "/api/%64esk/session",
      "/api/%64esk/export.csv",
    ]) {
      const answer = await admin.request("GET", url);
      expect(answer.statusCode, url).toBe(200);
      expectDeskHeaders(answer.headers, url);
    }
  });

  it("holds on the desk's pages, their files, its unknown addresses and refusals", async () => {
    const page = await stack.app.inject({ url: "/%64esk/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="desk">');
    expectDeskHeaders(page.headers, "/%64esk/");
    const script = /src="(\/desk\/assets\/[^"]+\.js)"/.exec(page.body)![1]!;
    for (const url of ["/desk", "/desk/requests/APT-12345678", script, script.replace("/desk/", "/%64esk/")]) {
      const answer = await stack.app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expectDeskHeaders(answer.headers, url);
    }
    for (const url of ["/api/desk/nothing-here", "/api/%64esk/nothing-here", "/api/desk", "/desk/assets/gone.js"]) {
      const answer = await stack.app.inject({ url });
      expect(answer.statusCode, url).toBe(404);
      expectDeskHeaders(answer.headers, url);
    }
    const anonymous = await stack.app.inject({ url: `/api/%64esk/requests/${reference}` });
    expect(anonymous.statusCode).toBe(401);
    expectDeskHeaders(anonymous.headers, "anonymous");
  });

  it("leaves the public site's pages their own policy", async () => {
    const home = await stack.app.inject({ url: "/" });
    expect(home.headers["cache-control"]).not.toBe("no-store");
    expect(home.headers["x-robots-tag"]).toBeUndefined();
    expect(String(home.headers["content-security-policy"])).toMatch(/frame-src https:/);
  });
});
