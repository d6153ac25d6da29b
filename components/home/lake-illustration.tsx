/**
 * The race's lake-and-mountain identity drawn as an inline SVG (our own artwork, no external file, so
 * the CSP needs nothing): ridges over a lake at dawn, a road along the shore with runners. Decorative.
 */
export function LakeIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 1200 360" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0a3f78" />
          <stop offset="0.55" stopColor="#0b5cad" />
          <stop offset="1" stopColor="#2f86c9" />
        </linearGradient>
        <linearGradient id="hero-lake" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1f7fb8" />
          <stop offset="1" stopColor="#0b4f86" />
        </linearGradient>
      </defs>
      <rect width="1200" height="360" fill="url(#hero-sky)" />
      <circle cx="930" cy="120" r="46" fill="#f7c66b" opacity=".9" />
      <path
        d="M0 230 L120 150 L210 200 L330 110 L450 190 L560 135 L680 205 L800 125 L930 195 L1040 140 L1200 210 L1200 260 L0 260 Z"
        fill="#1d4e7a"
        opacity=".75"
      />
      <path
        d="M0 250 L90 200 L200 235 L300 180 L420 240 L520 200 L640 250 L760 190 L880 245 L1000 205 L1120 245 L1200 225 L1200 280 L0 280 Z"
        fill="#15395c"
      />
      <rect y="270" width="1200" height="90" fill="url(#hero-lake)" />
      <g stroke="#cfe6f7" strokeWidth="3" strokeLinecap="round" opacity=".55">
        <line x1="860" y1="292" x2="1000" y2="292" />
        <line x1="890" y1="306" x2="970" y2="306" />
        <line x1="120" y1="300" x2="260" y2="300" />
        <line x1="520" y1="318" x2="600" y2="318" />
      </g>
      <path
        d="M0 280 C 200 262, 420 292, 640 276 S 1000 262, 1200 280"
        stroke="#f28c28"
        strokeWidth="5"
        fill="none"
        strokeDasharray="2 12"
        strokeLinecap="round"
      />
      <g fill="#fff">
        <circle cx="612" cy="252" r="5" />
        <path d="M612 258 l-6 14 l4 1 l4 -8 l5 9 l4 -2 l-6 -12 l5 5 l4 -3 z" />
        <circle cx="648" cy="250" r="5" />
        <path d="M648 256 l-6 14 l4 1 l4 -8 l5 9 l4 -2 l-6 -12 l5 5 l4 -3 z" />
      </g>
    </svg>
  );
}
