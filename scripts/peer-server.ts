import { createServer, type Server } from "node:http";
import type { Socket } from "node:net";
import { pathToFileURL } from "node:url";
import express from "express";
import { ExpressPeerServer } from "peer";

export interface PeerServerOptions {
  port?: number;
  host?: string;
  path?: string;
}

export interface RunningPeerServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The PeerJS signaling server on loopback. Peer ids come from Convex (random per join), so the
 * server's own id endpoint and peer discovery stay unused and discovery stays off.
 */
export function startPeerServer({
  port = 9000,
  host = "127.0.0.1",
  path = "/peerjs",
}: PeerServerOptions = {}): Promise<RunningPeerServer> {
  // The package's own `PeerServer()` hides its HTTP server, so a taken port would crash the process;
  // owning the server lets this promise reject instead (the package's documented Express setup).
  const app = express();
  const server: Server = createServer(app);
  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  const signaling = ExpressPeerServer(server, { path, allow_discovery: false, proxied: false });
  // The package re-emits server and client socket errors here; unhandled, they would end the process.
  signaling.on("error", (error) => {
    if (server.listening) console.error(`peer server: ${error.message}`);
  });
  app.use(signaling);

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      const boundPort = typeof address === "object" && address !== null ? address.port : port;
      resolve({
        url: `http://${host}:${boundPort}${path}`,
        port: boundPort,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === "") return 9000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`PEER_PORT must be a port number, got "${value}"`);
  }
  return port;
}

async function main(): Promise<void> {
  const running = await startPeerServer({ port: portFromEnv(process.env.PEER_PORT) });
  console.log(`peer server ready at ${running.url}`);
  const stop = () => {
    // The peer package keeps its own housekeeping timers, so exit explicitly once the socket is closed.
    void running.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
