/**
 * A publish renders the whole site before it answers, and sends nothing meanwhile: on a busy server that
 * takes longer than the idle timeout every other connection is held to. Over a real socket, a publish
 * slower than that timeout must still answer the person who asked, not hang up on a release that went live.
 */
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, expect, it } from "vitest";
import { CSRF_HEADER, SESSION_COOKIE } from "../desk/desk-http";
import { DEFAULT_HTTP_LIMITS } from "../http/http-limits";
import { startDeskStack, type DeskStack, type StaffBrowser } from "../testing/desk-stack";
import { describeOnEachDatabase } from "../testing/test-services";
import { createMemoryPublisher } from "./content-publisher";
import { createContentStore, type ContentStore } from "./content-store";
import { TEST_KINDS, TEST_SEED, type TestContent, testContentProblems } from "./test-kinds";

const API = "/api/desk/content";
const PUBLISHER = "priya@aarogya.test";
const IDLE_TIMEOUT_MS = 300;
/** Well past the idle timeout, as a whole-site render is past 30 s on a busy server (RELEASE_ANSWER_TIMEOUT_MS in content-routes.ts). */
const RENDER_MS = 1_500;

describeOnEachDatabase("a publish slower than the idle timeout", (dialect) => {
  let stack: DeskStack;
  let priya: StaffBrowser;
  let publisher: ReturnType<typeof createMemoryPublisher<TestContent>>;

  beforeEach(async () => {
    publisher = createMemoryPublisher(TEST_SEED, testContentProblems);
    const renderSlowly: typeof publisher.publish = async (content, meta) => {
      await new Promise((resolve) => setTimeout(resolve, RENDER_MS));
      return publisher.publish(content, meta);
    };
    stack = await startDeskStack(dialect, undefined, {
      appConfig: { httpLimits: { ...DEFAULT_HTTP_LIMITS, idleTimeoutMs: IDLE_TIMEOUT_MS } },
      content: ({ desk: database }) => ({
        store: createContentStore({
          database,
          kinds: TEST_KINDS,
          publisher: { ...publisher, publish: renderSlowly },
          problemsOf: testContentProblems,
        }) as ContentStore<unknown>,
      }),
    });
    await stack.addStaff("asha.admin@aarogya.test", "admin");
    await stack.addStaff(PUBLISHER, "desk");
    const admin = await stack.signIn("asha.admin@aarogya.test");
    expect(
      (await admin.request("POST", `/api/desk/accounts/${PUBLISHER}/rights`, { contentEdit: true, contentPublish: true })).statusCode,
    ).toBe(200);
    priya = await stack.signIn(PUBLISHER);
  });
  afterEach(() => stack.close());

  it("answers the person publishing, over a real connection, and the release is live", async () => {
    const hospital = (await priya.request("GET", `${API}/documents?kind=hospital`)).json().documents[0];
    const renamed = { ...hospital.live.value, name: { en: "Aarogya Hospital, Jaipur", hi: "आरोग्य अस्पताल, जयपुर" } };
    const saved = await priya.request("PUT", `${API}/documents/hospital/main/draft`, {
      value: renamed,
      baseVersion: 1,
      draftVersion: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    await stack.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = stack.app.server.address() as AddressInfo;
    const published = await fetch(`http://127.0.0.1:${port}${API}/publish`, {
      method: "POST",
      headers: {
        cookie: `${SESSION_COOKIE}=${priya.cookie}`,
        [CSRF_HEADER]: priya.csrfToken,
        "content-type": "application/json",
        "sec-fetch-site": "same-origin",
      },
      body: JSON.stringify({ documents: [{ kind: "hospital", key: "main" }] }),
    });
    expect(published.status).toBe(200);
    expect(((await published.json()) as { release: { number: number } }).release.number).toBe(2);
    expect((await publisher.live()).content.hospital.name.en).toBe("Aarogya Hospital, Jaipur");
  });
});
