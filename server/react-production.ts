/**
 * React renders with its production build in every process that renders pages (the server, the publisher
 * run by `npm run content -- import --publish`, the publish bench), whatever NODE_ENV the operator set:
 * its development build, which React's CommonJS entry picks when NODE_ENV is not "production" at the moment
 * it is first required, takes about twice the CPU to render the same pages (performance review, issue T).
 *
 * Import this module first, before anything that may load React (ES modules evaluate in import order), and
 * give the configuration `operatorEnv()`: NODE_ENV also says whether SMTP_URL is required (server/config.ts),
 * and that must follow what the operator set, so that `npm start` with no configuration still runs offline.
 */

/** NODE_ENV as the operator set it, before this module made it "production" for React. */
export const operatorNodeEnv: string | undefined = process.env.NODE_ENV;

process.env.NODE_ENV = "production";

/** The process's environment with NODE_ENV as the operator set it, for loadConfig. */
export function operatorEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  if (operatorNodeEnv === undefined) delete env.NODE_ENV;
  else env.NODE_ENV = operatorNodeEnv;
  return env;
}
