// The one place the vets feature asks the schedule feature about a vet's time.
export { hasWeeklyAvailability, nextFreeSlot } from "../schedule/free-slots-for-vet";
