import { Trans } from "@lingui/react/macro";
import { formatMoney } from "@/lib/format/money";
import type { VetOverview } from "../api/use-vet-overview";

export function MonthFigures({ figures, locale }: { figures: VetOverview["lastThirtyDays"]; locale: string }) {
  const revenue = figures.revenue.length === 0 ? formatMoney(0, "EUR", locale) : figures.revenue.map((entry) => formatMoney(entry.amountMinor, entry.currency, locale)).join(" · ");
  return (
    <section aria-labelledby="figures-title">
      <h2 id="figures-title">
        <Trans>Last 30 days</Trans>
      </h2>
      <dl className="figures">
        <div className="figures__item">
          <dt>
            <Trans>Consultations held</Trans>
          </dt>
          <dd>{figures.held}</dd>
        </div>
        <div className="figures__item">
          <dt>
            <Trans>Cancellations</Trans>
          </dt>
          <dd>{figures.cancellations}</dd>
        </div>
        <div className="figures__item">
          <dt>
            <Trans>No-shows</Trans>
          </dt>
          <dd>{figures.noShows}</dd>
        </div>
        <div className="figures__item">
          <dt>
            <Trans>Revenue</Trans>
          </dt>
          <dd>{revenue}</dd>
        </div>
      </dl>
    </section>
  );
}
