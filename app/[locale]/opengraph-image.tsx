import { ImageResponse } from 'next/og';

export const alt = 'Daecheong Lake Marathon';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

/** The sharing picture of every page (Open Graph): lake, hills and the race name, drawn here. */
export default function OpengraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        background: 'linear-gradient(180deg, #9fd3f7 0%, #e7f5ff 55%, #3d86c6 55%, #3d86c6 75%, #c9b48a 75%)',
        padding: 60,
      }}
    >
      <div style={{ display: 'flex', fontSize: 40, color: '#1b3d66', fontWeight: 700 }}>24th · 2025</div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: 84, fontWeight: 800, color: '#fff', textShadow: '0 4px 16px rgba(0,0,0,.35)' }}>
          Daecheong Lake Marathon
        </div>
        <div style={{ fontSize: 38, color: '#fff' }}>Half 21.0975 km · Mini 10 km · Health 5 km</div>
      </div>
    </div>,
    size,
  );
}
