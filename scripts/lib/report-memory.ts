/**
 * Preloaded into a server under benchmark (`node --import ./scripts/lib/report-memory.ts server/main.ts`):
 * on SIGUSR2 it writes one line `MEMORY {rss, heapUsed, …}` to standard error, so the benchmark can
 * follow the process's memory without the server knowing about it.
 */
process.on("SIGUSR2", () => {
  process.stderr.write(`MEMORY ${JSON.stringify(process.memoryUsage())}\n`);
});
