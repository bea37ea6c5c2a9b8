import { open, readFile, rm } from "node:fs/promises";

/** Another live process holds the folder: PGlite has no lock of its own, and two would corrupt it. */
export class DataDirInUseError extends Error {
  constructor(path: string, pid: number) {
    super(`${path} is in use by another process (pid ${pid}): stop it, or give this server another data folder.`);
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * A pid file beside the embedded database: taken with an exclusive create, taken over when the process
 * that wrote it is gone (a kill -9 leaves it behind), refused while that process lives.
 */
export class DataDirLock {
  private constructor(private readonly path: string) {}

  static async take(path: string): Promise<DataDirLock> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        const handle = await open(path, "wx");
        await handle.writeFile(String(process.pid));
        await handle.close();
        return new DataDirLock(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const pid = Number((await readFile(path, "utf8").catch(() => "")).trim());
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirInUseError(path, pid);
      await rm(path, { force: true });
    }
    throw new Error(`${path} could not be taken.`);
  }

  async release(): Promise<void> {
    await rm(this.path, { force: true });
  }
}
