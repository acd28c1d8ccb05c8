import type { Id } from "../../convex/_generated/dataModel";
import { adminCall } from "./backend-admin";

/**
 * The consultation's time is over. A call still running when its join window closes (slot end + 30 minutes) is
 * ended by the backend's scheduler with `calls:endCallAtWindowClose`, scheduled when the call started. A test
 * cannot wait the three quarters of an hour, so it runs that same job now, through the admin key as the scheduler
 * does; nothing else about the booking changes, and the job scheduled for later then finds the call already over.
 */
export async function endOfSlotReached(bookingId: Id<"bookings">): Promise<void> {
  await adminCall("mutation", "calls:endCallAtWindowClose", { bookingId });
}
