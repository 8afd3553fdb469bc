import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { treeCpuSeconds } from "./process-stats";

export interface Nginx {
  url: string;
  /** CPU seconds used so far by the master and its worker. */
  cpuSeconds: () => number;
  stop: () => Promise<void>;
}

/**
 * Debian's nginx, started by hand on a loopback port with its own configuration, serving one HTML
 * file at `/`: the baseline for "what this machine can serve". One worker process, like the one
 * Node.js process it is compared with; access log on, as the app logs every request too.
 */
export async function startNginx(options: { nginxPath: string; htmlFile: string; workDir: string; port: number }): Promise<Nginx> {
  const root = path.join(options.workDir, "root");
  fs.mkdirSync(root, { recursive: true });
  fs.copyFileSync(options.htmlFile, path.join(root, "index.html"));
  const conf = path.join(options.workDir, "nginx.conf");
  const isRoot = process.getuid?.() === 0;
  fs.writeFileSync(
    conf,
    `${isRoot ? "user root;\n" : ""}worker_processes 1;
daemon off;
pid ${options.workDir}/nginx.pid;
error_log ${options.workDir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${options.workDir}/access.log;
  client_body_temp_path ${options.workDir}/tmp-body;
  proxy_temp_path ${options.workDir}/tmp-proxy;
  fastcgi_temp_path ${options.workDir}/tmp-fastcgi;
  uwsgi_temp_path ${options.workDir}/tmp-uwsgi;
  scgi_temp_path ${options.workDir}/tmp-scgi;
  types { text/html html; }
  sendfile on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${options.port};
    root ${root};
    location = / { try_files /index.html =404; }
  }
}
`,
  );
  const child = spawn(options.nginxPath, ["-p", options.workDir, "-c", conf], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  // Never outlive the bench run, even when it fails half-way.
  const orphanGuard = () => child.kill("SIGKILL");
  process.once("exit", orphanGuard);
  void exited.then(() => process.off("exit", orphanGuard));
  const url = `http://127.0.0.1:${options.port}/`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    cpuSeconds: () => treeCpuSeconds(child.pid as number),
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
    },
  };
}
