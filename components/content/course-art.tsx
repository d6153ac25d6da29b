/**
 * A picture of a course drawn for the site (no third-party image): hills, the lake and the road,
 * with the course's colour and distance.
 */
export function CourseArt({ course, label }: { course: 'half' | 'mini' | 'health'; label: string }) {
  const c = { half: ['#1b5fbf', '#3f7345'], mini: ['#d9381e', '#5f8f5a'], health: ['#1b9e5a', '#7fae6a'] }[course];
  const hill =
    course === 'half'
      ? 'M0 150 L90 70 L170 120 L260 40 L360 130 L400 110 L400 200 L0 200Z'
      : 'M0 150 L120 100 L220 130 L320 95 L400 125 L400 200 L0 200Z';
  return (
    <svg viewBox="0 0 400 240" role="img" aria-label={label} style={{ width: '100%', height: 'auto', borderRadius: 8 }}>
      <rect width="400" height="240" fill="#e7f3fd" />
      <path d={hill} fill={c[1]} />
      <rect y="165" width="400" height="40" fill="#3d86c6" />
      <rect y="200" width="400" height="40" fill="#c9b48a" />
      <path d="M0 222 C120 205 260 240 400 215" stroke={c[0]} strokeWidth="6" fill="none" strokeDasharray="14 8" />
      <text x="16" y="36" fontSize="28" fontWeight="700" fill={c[0]}>
        {label}
      </text>
    </svg>
  );
}
