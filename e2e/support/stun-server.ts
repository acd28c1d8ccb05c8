import { createSocket, type RemoteInfo } from "node:dgram";
import { networkInterfaces } from "node:os";

const MAGIC_COOKIE = 0x2112a442;
const BINDING_REQUEST = 0x0001;
const BINDING_SUCCESS = 0x0101;
const XOR_MAPPED_ADDRESS = 0x0020;

export type StunServer = { port: number; requests: number; close(): Promise<void> };

function bindingSuccess(request: Buffer, mapped: { address: string; port: number }): Buffer {
  const response = Buffer.alloc(20 + 12);
  response.writeUInt16BE(BINDING_SUCCESS, 0);
  response.writeUInt16BE(12, 2);
  request.copy(response, 4, 4, 20); // magic cookie and transaction id
  response.writeUInt16BE(XOR_MAPPED_ADDRESS, 20);
  response.writeUInt16BE(8, 22);
  response.writeUInt8(0, 24);
  response.writeUInt8(0x01, 25); // IPv4
  response.writeUInt16BE(mapped.port ^ (MAGIC_COOKIE >>> 16), 26);
  const address = mapped.address.split(".").reduce((value, octet) => (value << 8) | Number(octet), 0) >>> 0;
  response.writeUInt32BE((address ^ MAGIC_COOKIE) >>> 0, 28);
  return response;
}

/**
 * A STUN server on loopback that answers Binding requests (RFC 5389) and nothing else. `mappedAddress` is the
 * public address it reports, as a NAT would show it; by default the address the request came from (no NAT).
 */
export async function startStunServer(options: { mappedAddress?: string } = {}): Promise<StunServer> {
  const socket = createSocket("udp4");
  const server: StunServer = {
    port: 0,
    requests: 0,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
  socket.on("message", (message: Buffer, from: RemoteInfo) => {
    if (message.length < 20 || message.readUInt16BE(0) !== BINDING_REQUEST || message.readUInt32BE(4) !== MAGIC_COOKIE) return;
    server.requests += 1;
    socket.send(bindingSuccess(message, { address: options.mappedAddress ?? from.address, port: from.port }), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "0.0.0.0", () => resolve()));
  server.port = socket.address().port;
  return server;
}

/**
 * This machine's own IPv4 address on its network interface. Chromium gathers candidates on that interface, not on
 * loopback, so a STUN server must be reached there for its answers to arrive (nothing leaves the machine).
 */
export function thisMachineAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry !== undefined && entry.family === "IPv4" && !entry.internal)?.address;
  if (address === undefined) throw new Error("This machine has no non-loopback IPv4 address for the browser to gather candidates on");
  return address;
}
