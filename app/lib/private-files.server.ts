import fs from "node:fs";

/**
 * DATA_DIR holds the database (buyers' e-mail addresses, the session signing secret) and unsent mail:
 * only the user the site runs as may read it, whatever the process's umask would give.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` if needed and makes it (the folder itself, not its parents) private. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Makes each of `files` that exists private (files written before the site set its modes included). */
export function makeFilesPrivate(files: string[]): void {
  for (const file of files) {
    try {
      fs.chmodSync(file, PRIVATE_FILE_MODE);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}
