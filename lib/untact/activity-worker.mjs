// Worker thread that parses one uploaded activity file off the request's event loop (started by
// parse-activity.ts with resource limits and a deadline): receives the file's bytes, answers the
// points as three typed arrays (moved, not copied) or the refusal's catalogue key, then ends.
import { parentPort } from 'node:worker_threads';
import { ActivityFileError, readActivityXml } from './activity-xml.mjs';

parentPort.once('message', (bytes) => {
  try {
    const { format, points, dropped } = readActivityXml(bytes);
    const lat = new Float64Array(points.length);
    const lon = new Float64Array(points.length);
    const ms = new Float64Array(points.length);
    points.forEach((p, i) => {
      lat[i] = p.latitude;
      lon[i] = p.longitude;
      ms[i] = p.ms;
    });
    parentPort.postMessage({ ok: true, format, dropped, lat, lon, ms }, [lat.buffer, lon.buffer, ms.buffer]);
  } catch (err) {
    // Whatever the parser throws comes from the file: refuse it, never answer a 500.
    parentPort.postMessage({ ok: false, problem: err instanceof ActivityFileError ? err.problem : 'untact.badFile' });
  }
});
