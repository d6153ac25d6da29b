/**
 * Sets every central-directory uncompressed size of `zip` to `declared` bytes: an archive whose
 * declared sizes lie, as a zip bomb's do (the entries themselves are untouched).
 */
export function lieAboutSizes(zip: Buffer, declared: number): Buffer {
  const out = Buffer.from(zip);
  for (let p = out.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); p >= 0; p = out.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), p + 4)) {
    out.writeUInt32LE(declared, p + 24);
  }
  return out;
}
