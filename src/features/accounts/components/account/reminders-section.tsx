import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "convex/react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { api } from "../../../../../convex/_generated/api";
import type { SignedInViewer } from "../../api/use-viewer";
import { useAsyncAction } from "@/hooks/use-async-action";
import { FormError } from "../form-error";

type Settings = { dayBeforeReminder: boolean; hourBeforeReminder: boolean; dailyAgendaTime: string | null };

const DEFAULT_AGENDA_TIME = "07:30";

/** Which reminder emails the viewer gets; a vet may add a daily agenda at a time of their choosing. */
export function RemindersSection({ account }: { account: SignedInViewer }) {
  const { t } = useLingui();
  const settings = useQuery(api.reminders.myNotificationSettings, {});
  return (
    <section className="card" aria-labelledby="reminders-title">
      <h2 id="reminders-title">
        <Trans>Reminders</Trans>
      </h2>
      {settings === undefined ? (
        <SkeletonBlock lines={3} label={t`Loading your reminders…`} />
      ) : (
        <RemindersForm initial={settings} isVet={account.role === "vet"} timeZone={account.timeZone} />
      )}
    </section>
  );
}

function RemindersForm({ initial, isVet, timeZone }: { initial: Settings; isVet: boolean; timeZone: string }) {
  const { t } = useLingui();
  const showToast = useToast();
  const update = useMutation(api.reminders.updateNotificationSettings);
  const [dayBefore, setDayBefore] = useState(initial.dayBeforeReminder);
  const [hourBefore, setHourBefore] = useState(initial.hourBeforeReminder);
  const [agendaOn, setAgendaOn] = useState(initial.dailyAgendaTime !== null);
  const [agendaTime, setAgendaTime] = useState(initial.dailyAgendaTime ?? DEFAULT_AGENDA_TIME);
  const save = useAsyncAction(async () => {
    await update({
      dayBeforeReminder: dayBefore,
      hourBeforeReminder: hourBefore,
      dailyAgendaTime: isVet && agendaOn ? agendaTime : null,
    });
    showToast(t`Your reminder choices are saved.`);
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save.run();
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <p className="muted">
        <Trans>Reminder emails carry the link to join and what to have ready.</Trans>
      </p>
      <label className="checkbox">
        <input type="checkbox" checked={dayBefore} onChange={(event) => setDayBefore(event.target.checked)} />
        <Trans>Email me 24 hours before a consultation</Trans>
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={hourBefore} onChange={(event) => setHourBefore(event.target.checked)} />
        <Trans>Email me 1 hour before a consultation</Trans>
      </label>
      {isVet ? (
        <>
          <label className="checkbox">
            <input type="checkbox" checked={agendaOn} onChange={(event) => setAgendaOn(event.target.checked)} />
            <Trans>Email me my agenda every day</Trans>
          </label>
          {agendaOn ? (
            <TextField
              label={t`Agenda time`}
              type="time"
              required
              value={agendaTime}
              hint={t`In your time zone (${timeZone}): the rest of that day’s consultations. Days without consultations send nothing.`}
              onChange={(event) => setAgendaTime(event.target.value)}
            />
          ) : null}
        </>
      ) : null}
      <Button type="submit" variant="primary" pending={save.pending}>
        <Trans>Save reminders</Trans>
      </Button>
      <FormError error={save.error} />
    </form>
  );
}
