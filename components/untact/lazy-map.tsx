'use client';
import dynamic from 'next/dynamic';

/** The footprint map, loaded in the browser only (Leaflet needs `window`). */
export const LazyFootprintMap = dynamic(() => import('./footprint-map').then((m) => m.FootprintMap), {
  ssr: false,
  loading: () => <p className="muted">…</p>,
});

/** Spec §9: marker interval choices, default 10. */
export const MARKER_INTERVALS = [10, 30, 50, 100] as const;
