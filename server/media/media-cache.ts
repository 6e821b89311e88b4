/**
 * DATA_DIR/media/: the served files, copied out of the database the first time each is asked for (or
 * written at upload), so a picture is read from the database once per instance. Private like the rest of
 * DATA_DIR (folder 0700, files 0600); deleting the folder loses nothing.
 */
import { randomBytes } from "node:crypto";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { makePrivateDirectory } from "../store/dialect";

export const MEDIA_CACHE_FOLDER = "media";
const PRIVATE_FILE_MODE = 0o600;

export type MediaCache = {
  folder: string;
  read(name: string): Promise<Buffer | undefined>;
  /** Written whole or not at all: to a temporary name, then renamed. */
  write(name: string, data: Uint8Array): Promise<void>;
};

/** `name` must already be checked against the served names' pattern (serve-media.ts): it becomes a path. */
export function mediaCacheIn(dataDir: string): MediaCache {
  const folder = join(dataDir, MEDIA_CACHE_FOLDER);
  let made = false;
  const ensureFolder = () => {
    if (made) return;
    makePrivateDirectory(folder);
    made = true;
  };
  const writeOnce = async (name: string, data: Uint8Array, retry: boolean): Promise<void> => {
    ensureFolder();
    const temporary = join(folder, `.${name}.${randomBytes(6).toString("hex")}.part`);
    try {
      await writeFile(temporary, data, { mode: PRIVATE_FILE_MODE });
      await rename(temporary, join(folder, name));
    } catch (error) {
      await rm(temporary, { force: true });
      // The folder may have been deleted since it was made (an administrator clearing the cache).
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || !retry) throw error;
      made = false;
      await writeOnce(name, data, false);
    }
  };
  return {
    folder,
    async read(name) {
      try {
        return await readFile(join(folder, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    write: (name, data) => writeOnce(name, data, true),
  };
}
