/**
 * The reference in the server's answer, if it can be read. The spec's checks of success never read the
 * body (section 7); the confirmation shown after the alert does, to give the visitor their reference.
 */
export async function referenceIn(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { referenceId?: unknown };
    return typeof body.referenceId === "string" ? body.referenceId : undefined;
  } catch {
    return undefined;
  }
}
