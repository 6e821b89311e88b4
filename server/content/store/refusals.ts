/**
 * The content store's refusals, nothing changed by any of them: each carries its HTTP status and the
 * answer the desk's routes send as it is and the command line prints.
 */
import type { ContentProblem } from "../content-publisher";

/** A refusal with its HTTP status and answer: the routes send it as it is; the command line prints it. */
export class ContentRefusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 422 | 503,
    readonly body: { error: string; message?: string; problems?: ContentProblem[] } & Record<string, unknown>,
  ) {
    super(body.message ?? body.problems?.map((problem) => `${problem.path}: ${problem.message}`).join("; ") ?? body.error);
  }
}

/**
 * A publish the publisher refused: for the content's problems (422), or because the server could not
 * write the site (503: a full disk is not the content's fault, and staff can do nothing about it but wait).
 */
export const publishRefusal = (outcome: { problems: ContentProblem[]; fault?: string }) =>
  outcome.fault
    ? new ContentRefusal(503, {
        error: "server_fault",
        message:
          "The server could not write the site; nothing was changed. Tell whoever runs the server (the disk may be full), then publish again.",
        // No `problems`: the desk lists those as the content's; the release's history keeps the machine's reason.
      })
    : problemsRefusal(outcome.problems);

/** A publish of what would undo or remove live content, unconfirmed: nothing changed, each named. */
export const revertingRefusal = (reverting: { kind: string; key: string; reverts: string }[]) =>
  new ContentRefusal(409, {
    error: "needs_confirmation",
    message:
      "This would undo or remove what is live on the site. Nothing was changed. Look at each below, and confirm that you mean it to publish it.",
    reasons: reverting.map((entry) => ({ kind: entry.kind, key: entry.key, message: entry.reverts })),
  });

export const problemsRefusal = (problems: ContentProblem[]) =>
  new ContentRefusal(422, { error: "invalid", message: "The content has problems; nothing was changed.", problems });
