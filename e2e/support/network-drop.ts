import type { BrowserContext, Page } from "@playwright/test";
import { initScriptOf } from "./page-script";

declare global {
  interface Window {
    __networkDrop?: { start(): void; end(): Promise<void> };
  }
}

/**
 * A network drop on one person's machine (Wi-Fi gone, laptop lid closed), for one browser context.
 *
 * What it simulates: while the drop lasts, every connection of the page is gone and none can be made.
 * Its WebSockets (the signaling server and Convex) close and new ones are refused, as a lost network
 * does; its WebRTC peer connections stop carrying media (they are torn down, as when the machine's
 * network interface goes away, so the other side receives nothing and its ICE connection drops by
 * itself). The browser reports it (navigator.onLine false, an "offline" event, then "online"). When the
 * drop ends, new connections succeed again; nothing is restored for the app: it must
 * reconnect and bring the media back on its own. On loopback no packet filter is needed, and no other
 * test or process on the machine is affected.
 */
export async function installNetworkDrop(context: BrowserContext): Promise<void> {
  await context.addInitScript(initScriptOf(() => {
    const NativeWebSocket = window.WebSocket;
    const NativePeerConnection = window.RTCPeerConnection;
    const sockets = new Set<WebSocket>();
    const peerConnections = new Set<RTCPeerConnection>();
    let dropped = false;
    let socketsFailing = 0;
    // The browser knows when its network goes and comes back, and says so (navigator.onLine, events).
    Object.defineProperty(Navigator.prototype, "onLine", { configurable: true, get: () => !dropped });
    /** A socket into a dead network: it fails shortly after it is opened, as a refused connection does. */
    const deadSocket = (url: string | URL) => {
      type Handler = ((event: Event) => void) | null;
      const socket = Object.assign(new EventTarget(), {
        url: String(url),
        readyState: 0,
        protocol: "",
        extensions: "",
        bufferedAmount: 0,
        binaryType: "blob",
        onopen: null as Handler,
        onmessage: null as Handler,
        onerror: null as Handler,
        onclose: null as Handler,
        send() {
          throw new DOMException("Still in CONNECTING state.", "InvalidStateError");
        },
        close() {},
      });
      socketsFailing += 1;
      setTimeout(() => {
        socketsFailing -= 1;
        socket.readyState = 3;
        const error = new Event("error");
        socket.onerror?.(error);
        socket.dispatchEvent(error);
        const close = new CloseEvent("close", { code: 1006, reason: "", wasClean: false });
        socket.onclose?.(close);
        socket.dispatchEvent(close);
      }, 20);
      return socket;
    };

    function DroppableWebSocket(url: string | URL, protocols?: string | string[]) {
      if (dropped) return deadSocket(url);
      const socket = new NativeWebSocket(url, protocols);
      sockets.add(socket);
      socket.addEventListener("close", () => sockets.delete(socket));
      return socket;
    }
    DroppableWebSocket.prototype = NativeWebSocket.prototype;
    Object.assign(DroppableWebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
    class DroppablePeerConnection extends NativePeerConnection {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        peerConnections.add(this);
      }
    }
    window.WebSocket = DroppableWebSocket as unknown as typeof WebSocket;
    window.RTCPeerConnection = DroppablePeerConnection;
    window.__networkDrop = {
      start() {
        dropped = true;
        for (const socket of sockets) socket.close();
        for (const connection of peerConnections) connection.close();
        peerConnections.clear();
        window.dispatchEvent(new Event("offline"));
      },
      // The network comes back between two connection attempts, not during one. The Convex client ignores
      // "online" while an attempt is under way and waits out its backoff (up to 12 s after a few seconds'
      // drop): the official client's behaviour, rare in life, and not what these tests measure.
      async end() {
        while (socketsFailing > 0) await new Promise((resolve) => setTimeout(resolve, 5));
        dropped = false;
        window.dispatchEvent(new Event("online"));
      },
    };
  }));
}

/** Fails when the page has no drop installed: a drop that silently does nothing would measure nothing. */
export async function dropNetwork(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (window.__networkDrop === undefined) throw new Error("installNetworkDrop was not applied to this page");
    window.__networkDrop.start();
  });
}

export async function restoreNetwork(page: Page): Promise<void> {
  await page.evaluate(async () => {
    if (window.__networkDrop === undefined) throw new Error("installNetworkDrop was not applied to this page");
    await window.__networkDrop.end();
  });
}
