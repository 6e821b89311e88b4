/** Random secrets for cookies and links, and the digests the database keeps instead of them. */
import { createHash, randomBytes, randomUUID } from "node:crypto";

/** 256 random bits, URL-safe. */
export const newSecret = () => randomBytes(32).toString("base64url");

export const digest = (secret: string) => createHash("sha256").update(secret).digest("hex");

export const newRowId = () => randomUUID();
