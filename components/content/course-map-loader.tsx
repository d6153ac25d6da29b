'use client';
import dynamic from 'next/dynamic';

/** Leaflet needs `window`: the map loads in the browser only, with a placeholder of the same size. */
export const CourseMapLoader = dynamic(() => import('./course-map'), {
  ssr: false,
  loading: () => <div style={{ height: 380, borderRadius: 8, background: '#dfe9f2' }} aria-hidden="true" />,
});
