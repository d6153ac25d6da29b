import type { TrackPoint } from './geo';

/** Metres per degree of latitude on the sphere used by haversineMetres. */
export const METRES_PER_DEG_LAT = (6_371_008.8 * Math.PI) / 180;

/**
 * A hand-made straight run north from near Daejeon for the unit tests: `steps` of `stepMetres` each,
 * `stepSeconds` apart, starting at `start`.
 */
export function straightRun(
  steps: number,
  stepMetres: number,
  stepSeconds: number,
  start = new Date('2026-11-20T00:00:00Z'),
): TrackPoint[] {
  return Array.from({ length: steps + 1 }, (_, i) => ({
    latitude: 36.35 + (i * stepMetres) / METRES_PER_DEG_LAT,
    longitude: 127.38,
    logtime: new Date(start.getTime() + i * stepSeconds * 1000),
  }));
}

/** The same points as GPX 1.1 track XML. */
export function toGpx11(points: TrackPoint[]): string {
  const pts = points
    .map((p) => `<trkpt lat="${p.latitude}" lon="${p.longitude}"><ele>70</ele><time>${p.logtime.toISOString()}</time></trkpt>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>run</name><trkseg>${pts}</trkseg></trk></gpx>`;
}

/** The same points as GPX 1.0 waypoints (no track). */
export function toGpx10Waypoints(points: TrackPoint[]): string {
  const pts = points.map((p) => `<wpt lat="${p.latitude}" lon="${p.longitude}"><time>${p.logtime.toISOString()}</time></wpt>`).join('');
  return `<?xml version="1.0"?><gpx version="1.0" creator="test" xmlns="http://www.topografix.com/GPX/1/0">${pts}</gpx>`;
}

/** The same points as a TCX activity. */
export function toTcx(points: TrackPoint[]): string {
  const pts = points
    .map(
      (p) =>
        `<Trackpoint><Time>${p.logtime.toISOString()}</Time><Position><LatitudeDegrees>${p.latitude}</LatitudeDegrees><LongitudeDegrees>${p.longitude}</LongitudeDegrees></Position></Trackpoint>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"><Activities><Activity Sport="Running"><Id>${points[0].logtime.toISOString()}</Id><Lap StartTime="${points[0].logtime.toISOString()}"><Track>${pts}</Track></Lap></Activity></Activities></TrainingCenterDatabase>`;
}

/** A number as Garmin Connect writes its single-precision values ('1257.5999755859375'). */
const f32 = (x: number) => {
  const s = String(Math.fround(x));
  return s.includes('.') ? s : `${s}.0`;
};

/**
 * The same points as a TCX file laid out exactly as Garmin Connect exports one (indentation,
 * namespaces, and per point: time, position, altitude, distance, heart rate, speed and run cadence;
 * `power` adds running power): about 700 bytes a point, 740 with power. Used to check that the
 * upload limit fits a long run recorded every second.
 */
export function toGarminTcx(points: TrackPoint[], power = false): string {
  const t = (p: TrackPoint) => p.logtime.toISOString();
  let distance = 0;
  const pts = points.map((p, i) => {
    if (i > 0) distance += (p.latitude - points[i - 1].latitude) * METRES_PER_DEG_LAT;
    return `          <Trackpoint>
            <Time>${t(p)}</Time>
            <Position>
              <LatitudeDegrees>${p.latitude + 1e-13}</LatitudeDegrees>
              <LongitudeDegrees>${p.longitude + 1e-13}</LongitudeDegrees>
            </Position>
            <AltitudeMeters>${f32(70.3 + (i % 50) / 10)}</AltitudeMeters>
            <DistanceMeters>${f32(distance + 0.01)}</DistanceMeters>
            <HeartRateBpm>
              <Value>${140 + (i % 30)}</Value>
            </HeartRateBpm>
            <Extensions>
              <ns3:TPX>
                <ns3:Speed>${f32(3.3 + (i % 7) / 10)}</ns3:Speed>
                <ns3:RunCadence>${80 + (i % 9)}</ns3:RunCadence>${power ? `\n                <ns3:Watts>${250 + (i % 40)}</ns3:Watts>` : ''}
              </ns3:TPX>
            </Extensions>
          </Trackpoint>
`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<TrainingCenterDatabase
  xsi:schemaLocation="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2 http://www.garmin.com/xmlschemas/TrainingCenterDatabasev2.xsd"
  xmlns:ns5="http://www.garmin.com/xmlschemas/ActivityGoals/v1"
  xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2"
  xmlns:ns2="http://www.garmin.com/xmlschemas/UserProfile/v2"
  xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:ns4="http://www.garmin.com/xmlschemas/ProfileExtension/v1">
  <Activities>
    <Activity Sport="Running">
      <Id>${t(points[0])}</Id>
      <Lap StartTime="${t(points[0])}">
        <TotalTimeSeconds>${(points[points.length - 1].logtime.getTime() - points[0].logtime.getTime()) / 1000}</TotalTimeSeconds>
        <DistanceMeters>${f32(distance)}</DistanceMeters>
        <Intensity>Active</Intensity>
        <TriggerMethod>Manual</TriggerMethod>
        <Track>
${pts.join('')}        </Track>
      </Lap>
    </Activity>
  </Activities>
</TrainingCenterDatabase>
`;
}

/**
 * The same points as a GPX file laid out as Garmin Connect exports one (per point: elevation, time,
 * and Garmin's TrackPointExtension with air temperature, heart rate and cadence): about 330 bytes a point.
 */
export function toGarminGpx(points: TrackPoint[]): string {
  const pts = points.map(
    (p, i) => `      <trkpt lat="${p.latitude + 1e-13}" lon="${p.longitude + 1e-13}">
        <ele>${f32(70.3 + (i % 50) / 10)}</ele>
        <time>${p.logtime.toISOString()}</time>
        <extensions>
          <ns3:TrackPointExtension>
            <ns3:atemp>${f32(18 + (i % 5))}</ns3:atemp>
            <ns3:hr>${140 + (i % 30)}</ns3:hr>
            <ns3:cad>${80 + (i % 9)}</ns3:cad>
          </ns3:TrackPointExtension>
        </extensions>
      </trkpt>
`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx creator="Garmin Connect" version="1.1"
  xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/11.xsd"
  xmlns:ns3="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"
  xmlns="http://www.topografix.com/GPX/1/1"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:ns2="http://www.garmin.com/xmlschemas/GpxExtensions/v3">
  <metadata>
    <link href="connect.garmin.com">
      <text>Garmin Connect</text>
    </link>
    <time>${points[0].logtime.toISOString()}</time>
  </metadata>
  <trk>
    <name>Daejeon Running</name>
    <type>running</type>
    <trkseg>
${pts.join('')}    </trkseg>
  </trk>
</gpx>
`;
}
