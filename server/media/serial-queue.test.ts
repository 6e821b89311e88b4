import { describe, expect, it } from "vitest";
import { UploadRefused } from "./refusals";
import { createSerialQueue } from "./serial-queue";

/** A job that runs until the test lets it finish, noting when it started. */
function heldJob(log: string[], name: string, fails = false) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release,
    job: async () => {
      log.push(`${name} started`);
      await released;
      log.push(`${name} ended`);
      if (fails) throw new Error(`${name} failed`);
      return name;
    },
  };
}

describe("the queue that processes one upload at a time", () => {
  it("starts each job only when the one before it has ended, failed or not", async () => {
    const queue = createSerialQueue(4);
    const log: string[] = [];
    const first = heldJob(log, "first", true);
    const second = heldJob(log, "second");
    const firstResult = queue.run(first.job);
    const secondResult = queue.run(second.job);
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(["first started"]);
    first.release();
    await expect(firstResult).rejects.toThrow("first failed");
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(["first started", "first ended", "second started"]);
    second.release();
    await expect(secondResult).resolves.toBe("second");
    expect(queue.pending).toBe(0);
  });

  it("refuses a job as busy when the queue is full, and takes one again once a place is free", async () => {
    const queue = createSerialQueue(2);
    const log: string[] = [];
    const held = [heldJob(log, "a"), heldJob(log, "b")];
    const running = held.map((entry) => queue.run(entry.job));
    const refused = await queue.run(async () => "c").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UploadRefused);
    expect((refused as UploadRefused).refusal).toMatchObject({ status: 503, error: "busy" });
    for (const entry of held) entry.release();
    await Promise.all(running);
    await expect(queue.run(async () => "d")).resolves.toBe("d");
  });
});
