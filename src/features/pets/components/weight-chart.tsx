import { Trans, useLingui } from "@lingui/react/macro";
import type { WeightUnit } from "@shared/pets/pet-input";
import { formatCalendarDate } from "@/lib/format/calendar-date";
import { convertWeight, formatWeight } from "../utils/weight-units";

type Weight = { _id: string; value: number; unit: WeightUnit; measuredOn: string };

const WIDTH = 600;
const HEIGHT = 220;
const PADDING = 32;


/** The weight history as a line over time, with its figures (dates and weights in the page's language) in a table under it. */
export function WeightChart({ weights, unit }: { weights: readonly Weight[]; unit: WeightUnit }) {
  const { t, i18n } = useLingui();
  if (weights.length === 0) {
    return (
      <p className="muted">
        <Trans>No weight recorded yet.</Trans>
      </p>
    );
  }
  const points = weights.map((weight) => ({
    id: weight._id,
    time: Date.parse(`${weight.measuredOn}T00:00:00Z`),
    value: convertWeight(weight.value, weight.unit, unit),
    measuredOn: weight.measuredOn,
  }));
  const times = points.map((point) => point.time);
  const values = points.map((point) => point.value);
  const [minTime, maxTime] = [Math.min(...times), Math.max(...times)];
  const [minValue, maxValue] = [Math.min(...values) * 0.95, Math.max(...values) * 1.05];
  const x = (time: number) => (maxTime === minTime ? WIDTH / 2 : PADDING + ((time - minTime) / (maxTime - minTime)) * (WIDTH - 2 * PADDING));
  const y = (value: number) => HEIGHT - PADDING - ((value - minValue) / (maxValue - minValue || 1)) * (HEIGHT - 2 * PADDING);
  const path = points.map((point, index) => `${index === 0 ? "M" : "L"}${x(point.time).toFixed(1)},${y(point.value).toFixed(1)}`).join(" ");

  return (
    <figure className="weight-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t`Weight over time`} preserveAspectRatio="none">
        <line x1={PADDING} y1={HEIGHT - PADDING} x2={WIDTH - PADDING} y2={HEIGHT - PADDING} className="weight-chart__axis" />
        <path d={path} className="weight-chart__line" fill="none" />
        {points.map((point) => (
          <circle key={point.id} cx={x(point.time)} cy={y(point.value)} r={4} className="weight-chart__point" />
        ))}
      </svg>
      {/* The figures for everyone, in the page's language: a line alone says neither how much nor when. */}
      <table className="weight-chart__values">
        <caption className="visually-hidden">
          <Trans>Weight history</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Date</Trans>
            </th>
            <th scope="col">
              <Trans>Weight</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.id}>
              <td>{formatCalendarDate(point.measuredOn, i18n.locale)}</td>
              <td>{formatWeight(point.value, unit, i18n.locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
