import { BASE_URL } from './env';

/** POST /api/admin/records/import (multipart) with `fields` and an optional file; returns status and JSON. */
export async function postResults(
  fields: Record<string, string>,
  file: { name: string; data: Buffer } | null,
  headers: Record<string, string>,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.data)]), file.name);
  const res = await fetch(`${BASE_URL}/api/admin/records/import`, { method: 'POST', body: form, headers });
  const text = await res.text();
  let body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body };
}

/** A client address of its own per call site, so that lookup limits of one test never hit another. */
export function freshIp(): string {
  return `172.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
}
