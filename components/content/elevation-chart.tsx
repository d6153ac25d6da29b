import { elevationProfile } from '@/lib/content/elevation';

const W = 720;
const H = 220;

/**
 * The elevation profile of a course as an inline SVG (server-rendered, no script), with the hill
 * marked: `hill` gives its start and length in km and its label.
 */
export function ElevationChart({
  elevations,
  distanceKm,
  title,
  hill,
}: {
  elevations: number[];
  distanceKm: number;
  title: string;
  hill?: { fromKm: number; lengthKm: number; label: string };
}) {
  const p = elevationProfile(elevations, distanceKm, W, H);
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={title}
      style={{ width: '100%', height: 'auto', background: '#fff', border: '1px solid var(--c-border)', borderRadius: 8 }}
      data-testid="elevation-chart"
    >
      <title>{title}</title>
      {p.mTicks.map((t) => (
        <g key={t.m}>
          <line x1={28} x2={W - 28} y1={t.y} y2={t.y} stroke="#e5e5e5" />
          <text x={4} y={t.y + 4} fontSize={11} fill="#666">
            {t.m}m
          </text>
        </g>
      ))}
      {hill ? (
        <rect
          x={p.x(hill.fromKm)}
          y={20}
          width={p.x(hill.fromKm + hill.lengthKm) - p.x(hill.fromKm)}
          height={H - 48}
          fill="#f7c948"
          opacity={0.35}
        />
      ) : null}
      <path d={p.area} fill="#cfe3f7" />
      <path d={p.line} fill="none" stroke="#1b5fbf" strokeWidth={2} />
      {p.kmTicks.map((t) => (
        <text key={t.km} x={t.x} y={H - 8} fontSize={11} fill="#666" textAnchor="middle">
          {t.km}km
        </text>
      ))}
      {hill ? (
        <text x={p.x(hill.fromKm) + 4} y={16} fontSize={12} fill="#8a5a00">
          {hill.label}
        </text>
      ) : null}
    </svg>
  );
}
