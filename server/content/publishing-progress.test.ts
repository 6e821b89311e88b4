/**
 * How far a publish is, read while it runs: GET /api/desk/content/publishing answers the step and the
 * pages done of pages to do as the publisher reports them, moving forward, and idle once the publish has
 * answered; only to those with the publish right; and on another instance sharing the database too.
 *
 * The publisher here stops at each report until the test lets it go on, so nothing waits on the clock.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readAuditLog } from "../desk/audit";
import { startDeskStack, type DeskStack, type StaffBrowser } from "../testing/desk-stack";
import { describeOnEachDatabase, whenServiceAnswers } from "../testing/test-services";
import type { Dialect } from "../store/dialect";
import { createMemoryPublisher, type ContentPublisher, type PublishProgress } from "./content-publisher";
import { createContentStore, type ContentStore } from "./content-store";
import { progressColumns, progressThrottle } from "./publishing-progress";
import { TEST_KINDS, TEST_SEED, type TestContent, testContentProblems } from "./test-kinds";
import { PUBLISH_STEPS } from "../publish/publish-progress";

const API = "/api/desk/content";
const ADMIN = "asha.admin@aarogya.test";
const PUBLISHER = "priya@aarogya.test";
const EDITOR = "meena@aarogya.test";

/** What a render reports, in order: the steps and the pages of both languages (four here). */
const REPORTS: PublishProgress[] = [
  { step: PUBLISH_STEPS.checking, release: 2 },
  { step: PUBLISH_STEPS.rendering, done: 0, total: 4, release: 2 },
  { step: PUBLISH_STEPS.rendering, done: 2, total: 4, release: 2 },
  { step: PUBLISH_STEPS.rendering, done: 4, total: 4, release: 2 },
  { step: PUBLISH_STEPS.compressing, release: 2 },
  { step: PUBLISH_STEPS.goingLive, release: 2 },
];

/** A promise and what settles it (Promise.withResolvers, which the project's TypeScript library does not have yet). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/**
 * A publisher that reports REPORTS as a render would, and after each (once it is recorded) waits for
 * `next()`; `reached()` resolves with the report it waits at.
 */
function steppedPublisher() {
  const memory = createMemoryPublisher(TEST_SEED, testContentProblems);
  let arrived = deferred<PublishProgress>();
  let resume = deferred<void>();
  const publisher: ContentPublisher<TestContent> = {
    ...memory,
    async publish(content, meta) {
      for (const report of REPORTS) {
        await meta.onProgress?.(report);
        const go = resume;
        arrived.resolve(report);
        await go.promise;
      }
      return memory.publish(content, meta);
    },
  };
  return {
    publisher,
    reached: () => arrived.promise,
    next() {
      const go = resume;
      arrived = deferred();
      resume = deferred();
      go.resolve();
    },
  };
}

type Publishing = { idle: true } | { releaseId: number | null; step: string; done: number | null; total: number | null; startedAt: string };

async function startStack(dialect: Dialect, publisher: ContentPublisher<TestContent>, shared?: DeskStack) {
  return startDeskStack(dialect, shared?.database, {
    content: ({ desk: database }) => ({
      store: createContentStore({
        database,
        instanceId: shared ? "content-second" : "content-first",
        kinds: TEST_KINDS,
        publisher,
        problemsOf: testContentProblems,
      }) as ContentStore<unknown>,
    }),
  });
}

/** A draft of the hospital's name, ready to publish. */
async function draftNewName(priya: StaffBrowser) {
  const hospital = (await priya.request("GET", `${API}/documents?kind=hospital`)).json().documents[0];
  const saved = await priya.request("PUT", `${API}/documents/hospital/main/draft`, {
    value: { ...hospital.live.value, name: { en: "Aarogya Hospital, Jaipur", hi: "आरोग्य अस्पताल, जयपुर" } },
    baseVersion: 1,
    draftVersion: null,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describeOnEachDatabase("how far a publish is", (dialect) => {
  let stack: DeskStack;
  let stepped: ReturnType<typeof steppedPublisher>;
  let priya: StaffBrowser;
  let meena: StaffBrowser;

  beforeEach(async () => {
    stepped = steppedPublisher();
    stack = await startStack(dialect, stepped.publisher);
    await stack.addStaff(ADMIN, "admin");
    await stack.addStaff(PUBLISHER, "desk");
    await stack.addStaff(EDITOR, "desk");
    const admin = await stack.signIn(ADMIN);
    const rights = (email: string, body: object) => admin.request("POST", `/api/desk/accounts/${email}/rights`, body);
    expect((await rights(PUBLISHER, { contentEdit: true, contentPublish: true })).statusCode).toBe(200);
    expect((await rights(EDITOR, { contentEdit: true })).statusCode).toBe(200);
    priya = await stack.signIn(PUBLISHER);
    meena = await stack.signIn(EDITOR);
  });
  afterEach(() => stack.close());

  it("answers the step and the pages done of pages to do while a publish runs, moving forward, then idle", async () => {
    const publishing = async () => {
      const answer = await priya.request("GET", `${API}/publishing`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as Publishing;
    };
    expect(await publishing()).toEqual({ idle: true });
    await draftNewName(priya);

    const published = priya.request("POST", `${API}/publish`, { documents: [{ kind: "hospital", key: "main" }] });
    const seen: Publishing[] = [];
    for (const report of REPORTS) {
      expect(await stepped.reached()).toEqual(report);
      const now = await publishing();
      expect(now).toEqual({
        releaseId: 2,
        step: report.step,
        done: report.done ?? null,
        total: report.total ?? null,
        startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      seen.push(now);
      stepped.next();
    }
    // One publish throughout: the same start, and the pages only ever more.
    expect(new Set(seen.map((each) => ("startedAt" in each ? each.startedAt : "")))).toHaveLength(1);
    const pagesDone = seen.flatMap((each) => ("step" in each && each.step === PUBLISH_STEPS.rendering ? [each.done] : []));
    expect(pagesDone).toEqual([0, 2, 4]);

    const answer = await published;
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().release.number).toBe(2);
    expect(await publishing()).toEqual({ idle: true });
  });

  it("answers idle for a publish this instance was running when it was killed, whose lease has not lapsed yet", async () => {
    await stack.desk.write([
      stack.desk.db.updateTable("content_publish_lease").set({
        holder: "content-first",
        expires_at: new Date(Date.now() + 60_000).toISOString(),
        ...progressColumns({ step: PUBLISH_STEPS.rendering, done: 12, total: 64, release: 2 }),
        progress_started_at: new Date().toISOString(),
      }),
    ]);
    expect((await priya.request("GET", `${API}/publishing`)).json()).toEqual({ idle: true });
    // Held in another instance's name, it is that instance's publish under way.
    await stack.desk.write([stack.desk.db.updateTable("content_publish_lease").set({ holder: "content-second" })]);
    expect((await priya.request("GET", `${API}/publishing`)).json()).toMatchObject({
      releaseId: 2,
      step: PUBLISH_STEPS.rendering,
      done: 12,
    });
  });

  it("is for those with the publish right: an editor is refused, and the refusal is audited", async () => {
    const refused = await meena.request("GET", `${API}/publishing`);
    expect(refused.statusCode).toBe(403);
    const audit = await readAuditLog(stack.store, { limit: 500 });
    expect(audit).toContainEqual(expect.objectContaining({ actor: EDITOR, action: "forbidden", target: `GET ${API}/publishing` }));
  });
});

// Several instances share PostgreSQL; SQLite serves one instance.
describe("how far a publish is, read on another instance", () => {
  whenServiceAnswers("postgres", () => {
    let first: DeskStack;
    let second: DeskStack;
    let stepped: ReturnType<typeof steppedPublisher>;

    beforeEach(async () => {
      stepped = steppedPublisher();
      first = await startStack("postgres", stepped.publisher);
      second = await startStack("postgres", createMemoryPublisher(TEST_SEED, testContentProblems), first);
      await first.addStaff(ADMIN, "admin");
      await first.addStaff(PUBLISHER, "desk");
      const admin = await first.signIn(ADMIN);
      await admin.request("POST", `/api/desk/accounts/${PUBLISHER}/rights`, { contentEdit: true, contentPublish: true });
    });
    afterEach(async () => {
      await second.close();
      await first.close();
    });

    it("answers there what the instance publishing has written", async () => {
      const onFirst = await first.signIn(PUBLISHER);
      const onSecond = await second.signIn(PUBLISHER);
      await draftNewName(onFirst);
      const published = onFirst.request("POST", `${API}/publish`, { documents: [{ kind: "hospital", key: "main" }] });
      for (const report of REPORTS) {
        await stepped.reached();
        expect((await onSecond.request("GET", `${API}/publishing`)).json()).toMatchObject({
          releaseId: 2,
          step: report.step,
          done: report.done ?? null,
          total: report.total ?? null,
        });
        stepped.next();
      }
      expect((await published).statusCode).toBe(200);
      expect((await onSecond.request("GET", `${API}/publishing`)).json()).toEqual({ idle: true });
    });
  });
});

describe("the throttle on writing a publish's progress", () => {
  it("writes each step, every 5% of its count and its end, and otherwise once a second", () => {
    let clock = 0;
    const due = progressThrottle(() => clock);
    const writing = (done: number) => ({ step: PUBLISH_STEPS.rendering, done, total: 400 });
    expect(due({ step: PUBLISH_STEPS.checking })).toBe(true);
    expect(due({ step: PUBLISH_STEPS.checking })).toBe(false);
    // 400 pages in no time: 0, then every 20th page (5%) to the 400th.
    const written = Array.from({ length: 401 }, (_, done) => done).filter((done) => due(writing(done)));
    expect(written).toEqual(Array.from({ length: 21 }, (_, index) => index * 20));

    // A slow render: a page after a second is written, though it is less than 5% on.
    const slow = progressThrottle(() => clock);
    expect(slow(writing(0))).toBe(true);
    expect(slow(writing(1))).toBe(false);
    clock += 999;
    expect(slow(writing(2))).toBe(false);
    clock += 1;
    expect(slow(writing(3))).toBe(true);
    expect(slow({ step: PUBLISH_STEPS.compressing })).toBe(true);
  });
});
