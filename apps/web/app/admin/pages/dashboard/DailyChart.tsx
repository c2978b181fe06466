import type { OrderStats } from '../../client/types';

type DayStats = OrderStats['days'][number];

interface DailyChartProps {
  stats: readonly DayStats[];
  /** Which figure the bars show. */
  measure: 'count' | 'revenue';
  title: string;
  /** How a value reads in the hidden table and the bar titles. */
  format: (value: number) => string;
  /** How a day reads (21.11). */
  formatDay: (day: string) => string;
  color: string;
}

const width = 560;
const height = 180;
const pad = { top: 12, right: 8, bottom: 28, left: 8 };

/**
 * Bars per day, as inline SVG: no chart library. The figures are also in a table that only
 * screen readers see, since a picture of bars says nothing to them.
 */
export function DailyChart({ stats, measure, title, format, formatDay, color }: DailyChartProps) {
  const values = stats.map((day) => day[measure]);
  const max = Math.max(1, ...values);
  const innerWidth = width - pad.left - pad.right;
  const innerHeight = height - pad.top - pad.bottom;
  const step = innerWidth / Math.max(1, stats.length);
  const barWidth = Math.max(2, step * 0.7);
  const labelEvery = Math.ceil(stats.length / 7);

  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        aria-hidden="true"
        style={{ maxWidth: width, display: 'block' }}
      >
        <line
          x1={pad.left}
          x2={width - pad.right}
          y1={height - pad.bottom}
          y2={height - pad.bottom}
          stroke="#d9d9d9"
        />
        {stats.map((day, i) => {
          const value = day[measure];
          const barHeight = (value / max) * innerHeight;
          const x = pad.left + i * step + (step - barWidth) / 2;
          return (
            <g key={day.day}>
              <rect
                x={x}
                y={height - pad.bottom - barHeight}
                width={barWidth}
                height={barHeight}
                rx={2}
                fill={color}
              >
                <title>{`${formatDay(day.day)}: ${format(value)}`}</title>
              </rect>
              {i % labelEvery === 0 && (
                <text
                  x={x + barWidth / 2}
                  y={height - 8}
                  textAnchor="middle"
                  fontSize={11}
                  fill="#595959"
                >
                  {formatDay(day.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="sr-only" style={srOnly}>
        <caption>{title}</caption>
        <tbody>
          {stats.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatDay(day.day)}</th>
              <td>{format(day[measure])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
