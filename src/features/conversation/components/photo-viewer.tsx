import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { formatDateTimeWithZone } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import type { ConversationMessage } from "../api/use-conversation";

type PhotoViewerProps = {
  photos: ConversationMessage[];
  initialId: string;
  /** "You" or the other side's name, for each photo. */
  authorOf: (photo: ConversationMessage) => string;
  onClose: () => void;
};

/** The conversation's photos at full size: Escape closes, the arrow keys (or the buttons) go to the previous or next one. */
export function PhotoViewer({ photos, initialId, authorOf, onClose }: PhotoViewerProps) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const [index, setIndex] = useState(() => Math.max(0, photos.findIndex((photo) => photo.id === initialId)));
  const total = photos.length;
  // Past the last photo comes the first again, so no button ever disables under the keyboard's focus.
  const step = (by: number) => setIndex((current) => (current + by + total) % total);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      event.preventDefault();
      const by = event.key === "ArrowLeft" ? -1 : 1;
      setIndex((current) => (current + by + total) % total);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [total]);

  const photo = photos[index];
  if (photo === undefined || !photo.photoUrl) return null;
  const author = authorOf(photo);
  const when = formatDateTimeWithZone(photo.sentAt, i18n.locale, timeZone);
  const position = index + 1;

  return (
    <Dialog title={<Trans>Photo {position} of {total}</Trans>} closeLabel={t`Close the photo`} onClose={onClose}>
      <figure className="photo-viewer">
        <img className="photo-viewer__image" src={photo.photoUrl} alt={t`Photo from ${author}, ${when}`} />
        <figcaption>
          {photo.text !== "" ? <p className="preserve-lines">{photo.text}</p> : null}
          <p className="muted">
            {author} · {when}
          </p>
        </figcaption>
      </figure>
      {total > 1 ? (
        <>
          <div className="photo-viewer__nav">
            <Button onClick={() => step(-1)}>
              <Trans>Previous photo</Trans>
            </Button>
            <Button onClick={() => step(1)}>
              <Trans>Next photo</Trans>
            </Button>
          </div>
          <p className="field__hint">
            <Trans>Left and right arrow keys move between the photos; Escape closes.</Trans>
          </p>
        </>
      ) : null}
    </Dialog>
  );
}
