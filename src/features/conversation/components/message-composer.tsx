import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { MESSAGE_LIMITS, messageTextSchema, photoCaptionSchema } from "@shared/conversation/message-input";
import { checkFields } from "@shared/input/field-errors";
import { useConvexConnectionState } from "convex/react";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { isReconnecting } from "@/components/layout/is-reconnecting";
import { Button } from "@/components/ui/button";
import { errorFields } from "@/lib/convex/server-error";
import { formatDateTimeWithZone } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import { PHOTO_TYPES, photoProblem, uploadPhoto } from "@/lib/files/upload-photo";
import { registerSensitiveText } from "@/lib/monitoring/scrub-event";
import { useConversationCommands } from "../api/use-conversation";
import { conversationErrorMessage, messageFieldMessage, photoProblemMessages } from "../utils/conversation-errors";
import { reportUnexpectedFailure } from "@/lib/monitoring/report-unexpected-failure";

type MessageComposerProps = { bookingId: string; closesAt: number };

/** Shown once the text comes this close to the limit. */
const COUNTDOWN_FROM = 200;

/**
 * Writes a message, optionally with one photo (its caption is the text). Enter sends, Shift+Enter starts a new
 * line; a refusal shows under the message or beside the send button, and the text is kept.
 */
export function MessageComposer({ bookingId, closesAt }: MessageComposerProps) {
  const { i18n } = useLingui();
  const { _ } = useLinguiRuntime();
  const timeZone = useViewerTimeZone();
  const { sendMessage, sendPhoto, generateUploadUrl } = useConversationCommands();
  const textId = useId();
  const [text, setText] = useState("");
  const [photo, setPhoto] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [fieldError, setFieldError] = useState<MessageDescriptor | null>(null);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const connection = useConvexConnectionState();
  // The client keeps a message sent while the connection is lost and sends it once it is back.
  const waitingForConnection = sending && isReconnecting(connection);
  const waitingNoteRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (waitingForConnection) waitingNoteRef.current?.scrollIntoView({ block: "nearest" });
  }, [waitingForConnection]);
  const preview = useMemo(() => (photo === null ? null : URL.createObjectURL(photo)), [photo]);
  useEffect(() => () => (preview === null ? undefined : URL.revokeObjectURL(preview)), [preview]);

  const max = photo === null ? MESSAGE_LIMITS.textMax : MESSAGE_LIMITS.captionMax;
  const left = max - text.trim().length;

  const send = async () => {
    if (sending) return;
    setRefusal(null);
    registerSensitiveText(text);
    const checked =
      photo === null ? checkFields(messageTextSchema, { text }) : checkFields(photoCaptionSchema, { caption: text });
    if (!checked.ok) {
      setFieldError(messageFieldMessage(checked.fields.text ?? checked.fields.caption) ?? null);
      textRef.current?.focus();
      return;
    }
    setFieldError(null);
    setSending(true);
    try {
      const sentText = text;
      if (photo === null) {
        await sendMessage({ bookingId, text });
      } else {
        const storageId = await uploadPhoto(photo, await generateUploadUrl({ purpose: "messagePhoto" }));
        await sendPhoto({ bookingId, storageId, caption: text });
      }
      // What was typed while the message waited (for the connection) was not sent: it stays in the box.
      setText((current) => (current.startsWith(sentText) ? current.slice(sentText.length).trimStart() : current));
      setPhoto(null);
    } catch (caught) {
      reportUnexpectedFailure(caught);
      const fields = errorFields(caught);
      const code = fields.text ?? fields.caption;
      if (code !== undefined) setFieldError(messageFieldMessage(code) ?? null);
      else setRefusal(conversationErrorMessage(caught));
    } finally {
      setSending(false);
      textRef.current?.focus();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };
  const onPhoto = (file: File | undefined) => {
    if (file === undefined) return;
    const problem = photoProblem(file);
    if (problem !== null) {
      setRefusal(photoProblemMessages[problem]);
      return;
    }
    setRefusal(null);
    setPhoto(file);
    textRef.current?.focus();
  };

  const until = formatDateTimeWithZone(closesAt, i18n.locale, timeZone);
  const describedBy = [`${textId}-hint`, fieldError ? `${textId}-error` : null].filter(Boolean).join(" ");
  return (
    <form className="conversation__composer" onSubmit={onSubmit} noValidate>
      <label className="field__label" htmlFor={textId}>
        {photo === null ? <Trans>Your message</Trans> : <Trans>Caption for the photo (optional)</Trans>}
      </label>
      {photo !== null && preview !== null ? (
        <div className="conversation__pending-photo">
          <img src={preview} alt="" width={64} height={48} />
          <span>{photo.name}</span>
          <Button size="small" variant="ghost" onClick={() => setPhoto(null)}>
            <Trans>Remove the photo</Trans>
          </Button>
        </div>
      ) : null}
      <textarea
        ref={textRef}
        id={textId}
        className="textarea"
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={describedBy}
        aria-invalid={fieldError ? true : undefined}
      />
      <span id={`${textId}-hint`} className="field__hint">
        <Trans>Enter sends, Shift+Enter starts a new line. You can write here until {until}.</Trans>
        {left <= COUNTDOWN_FROM ? (
          <>
            {" "}
            <Trans>{left} characters left.</Trans>
          </>
        ) : null}
      </span>
      {fieldError ? (
        <span id={`${textId}-error`} className="field__error">
          {_(fieldError)}
        </span>
      ) : null}
      <div className="conversation__actions">
        <label className="button button--small conversation__photo-button">
          {photo === null ? <Trans>Add a photo</Trans> : <Trans>Choose another photo</Trans>}
          <input
            className="visually-hidden"
            type="file"
            accept={PHOTO_TYPES.join(",")}
            onChange={(event) => {
              onPhoto(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
        </label>
        <Button type="submit" variant="primary" pending={sending}>
          {photo === null ? <Trans>Send</Trans> : <Trans>Send the photo</Trans>}
        </Button>
        {refusal ? (
          <p className="field__error conversation__refusal" role="alert">
            {_(refusal)}
          </p>
        ) : null}
      </div>
      <p ref={waitingNoteRef} className="field__hint conversation__waiting" role="status">
        {waitingForConnection ? (
          <Trans>Not sent yet: the connection is lost. Your message goes out by itself when it is back; keep Vetline open until then.</Trans>
        ) : null}
      </p>
    </form>
  );
}
