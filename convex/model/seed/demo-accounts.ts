/** Printed by `npm start` on first run; demo-only accounts on a local install. */
export const DEMO_CREDENTIALS = {
  owner: { email: "owner@demo.vetline.test", password: "vetline-demo-owner", name: "Alex Morgan" },
  vet: { email: "vet@demo.vetline.test", password: "vetline-demo-vet", name: "Dr. Jonas Becker" },
} as const;
