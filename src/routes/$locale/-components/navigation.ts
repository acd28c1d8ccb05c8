import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export type NavigationItem = {
  path: string;
  label: MessageDescriptor;
  /** Carries the live count of unread consultation messages (where the consultations are listed). */
  countsUnreadMessages?: true;
};

const vetNavigation: NavigationItem[] = [
  { path: "/vet/overview", label: msg`Overview`, countsUnreadMessages: true },
  { path: "/vet/schedule", label: msg`Schedule` },
  { path: "/vet/profile", label: msg`Profile` },
  { path: "/manage/account", label: msg`Account` },
];

const ownerNavigation: NavigationItem[] = [
  { path: "/veterinarians", label: msg`Find a vet` },
  { path: "/bookings", label: msg`Bookings`, countsUnreadMessages: true },
  { path: "/my-pets", label: msg`My pets` },
  { path: "/manage/payment", label: msg`Payment` },
  { path: "/manage/account", label: msg`Account` },
];

const publicNavigation: NavigationItem[] = [{ path: "/veterinarians", label: msg`Find a vet` }];

/** The header's links for each kind of visitor; the backend enforces access regardless. */
export function navigationFor(role: "owner" | "vet" | null): NavigationItem[] {
  if (role === "vet") return vetNavigation;
  if (role === "owner") return ownerNavigation;
  return publicNavigation;
}
