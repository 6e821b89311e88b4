/**
 * What the staff's commands (`npm run submissions`, `npm run staff`, `npm run content`) share about a
 * command line they cannot run: it is said with the command's usage, and the exit code is 2, apart from
 * 1 for a command that ran and was refused, so a script calling one can tell a typo from a refusal.
 */

/** A command line the command cannot run (an unknown command, a missing or extra argument). */
export class UsageError extends Error {}

/** Ours, or one that node:util's parseArgs throws for an unknown or malformed option (ERR_PARSE_ARGS_…). */
export function isUsageError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof UsageError || (typeof code === "string" && code.startsWith("ERR_PARSE_ARGS"));
}

/** Says what was wrong and how the command is used; returns the exit code for a misused command. */
export function answerMisuse(error: unknown, usage: string, stderr: (text: string) => void): 2 {
  stderr(`${(error as Error).message}\n\n${usage}`);
  return 2;
}
