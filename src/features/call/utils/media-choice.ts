/** Whether the person's microphone and camera are on: what they chose last in this meeting, in this tab. */
export interface MediaChoice {
  micEnabled: boolean;
  cameraEnabled: boolean;
}

const keyOf = (meetingId: string) => `vetline.call.${meetingId}.media`;

/**
 * The choice made before a reload of the call page: someone who muted is still muted when the page comes back (in
 * the browser tab's session storage, which a reload keeps and closing the tab clears). Both on when nothing was chosen.
 */
export function savedMediaChoice(meetingId: string): MediaChoice {
  try {
    const saved = JSON.parse(sessionStorage.getItem(keyOf(meetingId)) ?? "null") as Partial<MediaChoice> | null;
    return { micEnabled: saved?.micEnabled !== false, cameraEnabled: saved?.cameraEnabled !== false };
  } catch {
    return { micEnabled: true, cameraEnabled: true };
  }
}

export function saveMediaChoice(meetingId: string, choice: MediaChoice): void {
  try {
    sessionStorage.setItem(keyOf(meetingId), JSON.stringify(choice));
  } catch {
    // Storage refused (private mode, full): the choice holds until the page is reloaded.
  }
}
