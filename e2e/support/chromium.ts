/** Debian's Chromium with fake camera and microphone, and nothing that phones home (shared/NOTES.md). */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
