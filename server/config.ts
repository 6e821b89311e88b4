import { resolve } from "node:path";
import { z } from "zod";

/** Environment the server reads, parsed once at start-up; `.env.example` documents each variable. */
const EnvSchema = z.object({
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The pre-rendered site (React Router's client build). */
  SITE_DIR: z.string().min(1).default("build/client"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** How long a graceful shutdown may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
});

export type Config = {
  host: string;
  port: number;
  siteDir: string;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  shutdownTimeoutMs: number;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty values count as unset, as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const value = parsed.data;
  return {
    host: value.HOST,
    port: value.PORT,
    siteDir: resolve(value.SITE_DIR),
    logLevel: value.LOG_LEVEL,
    shutdownTimeoutMs: value.SHUTDOWN_TIMEOUT_MS,
  };
}
