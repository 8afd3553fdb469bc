import { spawn } from "node:child_process";
import path from "node:path";
import fs from "node:fs";
import { PUBLIC_PAGE_CACHE_CONTROL } from "../../app/lib/http/cache-policy";
import { treeCpuSeconds } from "./process-stats";

export interface Nginx {
  url: string;
  /** CPU seconds used so far by the master and its workers. */
  cpuSeconds: () => number;
  stop: () => Promise<void>;
}

/**
 * Debian's nginx, started by hand on a loopback port with its own configuration: the baseline for "what this
 * machine can serve". It serves the app's content pages as the app renders them, written to files (bench/lib/page-snapshot.ts),
 * the precompressed `.gz` files with `gzip_static`, with the app's `Cache-Control` and an ETag; as many worker
 * processes as the app has; access log on, as the app logs every request too. (Debian's nginx has no brotli
 * module, so a client asking for `gzip, br` gets gzip from nginx and brotli from the app.)
 */
export async function startNginx(options: { nginxPath: string; pagesDir: string; workDir: string; port: number; workers: number }): Promise<Nginx> {
  fs.mkdirSync(options.workDir, { recursive: true });
  const conf = path.join(options.workDir, "nginx.conf");
  const isRoot = process.getuid?.() === 0;
  fs.writeFileSync(
    conf,
    `${isRoot ? "user root;\n" : ""}worker_processes ${options.workers};
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
  gzip_static on;
  gzip_vary on;
  etag on;
  server {
    listen 127.0.0.1:${options.port};
    root ${options.pagesDir};
    location / {
      add_header Cache-Control "${PUBLIC_PAGE_CACHE_CONTROL}";
      try_files $uri/index.html =404;
    }
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
      const response = await fetch(url, { headers: { "Accept-Encoding": "gzip" } });
      if (response.ok) {
        if (response.headers.get("content-encoding") !== "gzip") throw new Error("nginx does not serve the precompressed page");
        break;
      }
    } catch (error) {
      if (error instanceof Error && error.message.startsWith("nginx does not")) throw error;
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
