import { readdir, readFile, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { contentSecurityPolicy, type ServedConfig } from "./lib/content-security-policy";
import { firstPageTranslations, localizedShells, shellLocale } from "./lib/document-shell";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".map": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
};

const compressible = new Set([".html", ".js", ".css", ".svg", ".json", ".map", ".txt"]);
type Encoding = "br" | "gzip" | "identity";

function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (acceptEncoding?.includes("br")) return "br";
  if (acceptEncoding?.includes("gzip")) return "gzip";
  return "identity";
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Built assets never change under one name, so each is read and compressed once. Compression runs off the event loop
 * and starts for every asset when the server starts, so no visitor waits for brotli at quality 11.
 */
const assetCache = new Map<string, Promise<Record<Encoding, Buffer>>>();

function compressedVariants(filePath: string): Promise<Record<Encoding, Buffer>> {
  let variants = assetCache.get(filePath);
  if (!variants) {
    variants = readFile(filePath).then(async (identity) => ({
      identity,
      gzip: await gzipAsync(identity, { level: 9 }),
      br: await brotliAsync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    }));
    assetCache.set(filePath, variants);
  }
  return variants;
}

/**
 * One file at a time, so warming up never competes with the first visitors for every core; source maps are left to
 * their first request (only developer tools fetch them).
 */
async function compressAllAssets(assetsDir: string): Promise<void> {
  const names = await readdir(assetsDir).catch(() => []);
  for (const name of names) {
    const extension = extname(name);
    if (compressible.has(extension) && extension !== ".map") await compressedVariants(join(assetsDir, name)).catch(() => undefined);
  }
}

export type ServeAppOptions = {
  distDir?: string;
  host?: string;
  port: number;
  config: ServedConfig;
  /** where `locales/` is, for index.html in the address's language */
  rootDir?: string;
};

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/**
 * Serves the built single-page app: hashed assets with long caching, every other path gets
 * index.html with this deployment's configuration injected as a meta tag (no inline script,
 * so the Content-Security-Policy can forbid them).
 */
export async function serveApp({ distDir = "dist", host = "127.0.0.1", port, config, rootDir = "." }: ServeAppOptions): Promise<Server> {
  const root = resolve(distDir);
  const template = await readFile(join(root, "index.html"), "utf8");
  const configMeta = `<meta name="vetline-config" content="${escapeAttribute(JSON.stringify(config))}" />`;
  const indexHtml = localizedShells(template.replace("</head>", `    ${configMeta}\n  </head>`), firstPageTranslations(resolve(rootDir)));
  const securityHeaders = {
    "Content-Security-Policy": contentSecurityPolicy(config),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(self), microphone=(self), geolocation=(), payment=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const filePath = normalize(join(root, decodeURIComponent(url.pathname)));
    const isAsset = filePath.startsWith(root) && url.pathname !== "/" && extname(filePath) !== "";
    if (isAsset) {
      const info = await stat(filePath).catch(() => null);
      if (info?.isFile()) {
        const extension = extname(filePath);
        const encoding = compressible.has(extension) ? preferredEncoding(request.headers["accept-encoding"]) : "identity";
        const body = encoding === "identity" && !compressible.has(extension) ? await readFile(filePath) : (await compressedVariants(filePath))[encoding];
        response.writeHead(200, {
          ...securityHeaders,
          "Content-Type": contentTypes[extension] ?? "application/octet-stream",
          "Content-Length": body.length,
          ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
          Vary: "Accept-Encoding",
          "Cache-Control": url.pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        });
        response.end(body);
        return;
      }
      if (url.pathname.startsWith("/assets/")) {
        response.writeHead(404, { ...securityHeaders, "Content-Type": "text/plain" });
        response.end("Not found");
        return;
      }
    }
    // Content-Language varies with the address, and for an address without a locale with the reader's languages.
    const locale = shellLocale(url.pathname, request.headers["accept-language"]);
    response.writeHead(200, {
      ...securityHeaders,
      "Content-Type": contentTypes[".html"],
      "Content-Language": locale,
      Vary: "Accept-Language",
      "Cache-Control": "no-cache",
    });
    response.end(indexHtml[locale]);
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolveListen());
  });
  void compressAllAssets(join(root, "assets"));
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.env.APP_PORT ?? 4173);
  const config: ServedConfig = {
    convexUrl: process.env.CONVEX_URL ?? "http://127.0.0.1:3210",
    sentryDsn: process.env.SENTRY_DSN || undefined,
    peerHost: process.env.PEER_HOST || undefined,
    peerPort: process.env.PEER_PORT ? Number(process.env.PEER_PORT) : undefined,
    peerPath: process.env.PEER_PATH || undefined,
    iceServers: process.env.ICE_SERVERS || undefined,
  };
  await serveApp({ port, config });
  console.log(`Vetline app ready on http://127.0.0.1:${port}`);
}
