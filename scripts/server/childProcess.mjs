import { spawn } from "node:child_process";
import { connect } from "node:net";
import { createInterface } from "node:readline";

/**
 * A long-running child of `npm run server`: its output line by line under its name, and a promise
 * of its exit. The caller stops it with stop(), which waits for it.
 */
export const childProcess = (name, command, args, options) => {
  // Its own process group: a Ctrl-C reaches only the launcher, which stops the children in order.
  const child = spawn(command, args, { ...options, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const label = `[${name}]`;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on("line", (line) => out.write(`${label} ${line}\n`));
  }
  const exited = new Promise((resolve) =>
    child
      .once("exit", (code, signal) => resolve({ code, signal }))
      .once("error", () => resolve({ code: 1, signal: null })),
  );
  return {
    name,
    pid: child.pid,
    exited,
    /** Whether something answers on `port` of this machine: the child is listening. */
    listening: (host, port) =>
      new Promise((resolve) => {
        const socket = connect({ host, port }, () => {
          socket.destroy();
          resolve(true);
        });
        socket.once("error", () => resolve(false));
      }),
    /** SIGTERM now, without waiting (for the launcher's own exit). */
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    },
    /** SIGTERM, and SIGKILL if it has not gone 10 s later; resolves once it has. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill("SIGTERM");
      const late = setTimeout(() => child.kill("SIGKILL"), 10_000);
      const result = await exited;
      clearTimeout(late);
      return result;
    },
  };
};
