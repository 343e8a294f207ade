import { Flex, Typography, theme } from 'antd';

export type TBarSeries = { key: string; label: string; color: string };
export type TBarGroup = { key: string; label: string; values: Record<string, number> };

/**
 * A small grouped bar chart drawn as SVG (no chart library): one group per label (a month …), one bar per series
 * in the series' colour, a legend, and each bar's value in its tooltip (`format`). Screen readers get the chart's
 * `title` and a row per group with its values.
 */
export function BarChart({
  title,
  series,
  groups,
  format,
  height = 140,
  testId,
}: {
  title: string;
  series: TBarSeries[];
  groups: TBarGroup[];
  format: (value: number) => string;
  height?: number;
  testId?: string;
}) {
  const { token } = theme.useToken();
  const max = Math.max(1, ...groups.flatMap((g) => series.map((s) => g.values[s.key] ?? 0)));
  const bar = 10;
  const gap = 2;
  const groupWidth = series.length * (bar + gap) + 14;
  const width = Math.max(groupWidth * groups.length, 120);
  const labelHeight = 16;
  return (
    <figure style={{ margin: 0 }} data-testid={testId}>
      <div style={{ overflowX: 'auto' }}>
        <svg role="img" aria-label={title} width={width} height={height + labelHeight} viewBox={`0 0 ${width} ${height + labelHeight}`}>
          <title>{title}</title>
          <line x1={0} x2={width} y1={height} y2={height} stroke={token.colorBorder} />
          {groups.map((g, i) => (
            <g key={g.key} data-testid={testId && `${testId}-group`}>
              {series.map((s, k) => {
                const v = g.values[s.key] ?? 0;
                const h = v > 0 ? Math.max(1, Math.round((v / max) * (height - 4))) : 0;
                return (
                  <rect
                    key={s.key}
                    x={i * groupWidth + 7 + k * (bar + gap)}
                    y={height - h}
                    width={bar}
                    height={h}
                    fill={s.color}
                    data-series={s.key}
                    data-value={v}
                  >
                    <title>{`${g.label} · ${s.label}: ${format(v)}`}</title>
                  </rect>
                );
              })}
              <text x={i * groupWidth + groupWidth / 2} y={height + 12} textAnchor="middle" fontSize={10} fill={token.colorTextSecondary}>
                {g.label}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <figcaption>
        <Flex gap={12} wrap>
          {series.map((s) => (
            <Typography.Text key={s.key} type="secondary" style={{ fontSize: 12 }}>
              <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, background: s.color, marginInlineEnd: 4 }} />
              {s.label}
            </Typography.Text>
          ))}
        </Flex>
      </figcaption>
    </figure>
  );
}
