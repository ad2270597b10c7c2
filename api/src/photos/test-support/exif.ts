/** Minimal EXIF reader for tests: IFD0 tags, and the tags of the GPS IFD if there is one. */
export function readExifTags(exif: Buffer): { ifd0: number[]; gps: number[]; orientation?: number } {
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const readIfd = (offset: number) =>
    Array.from({ length: u16(offset) }, (_, i) => {
      const entry = offset + 2 + i * 12;
      return { tag: u16(entry), value: u32(entry + 8), short: u16(entry + 8) };
    });
  const ifd0 = readIfd(u32(4));
  const gpsPointer = ifd0.find((e) => e.tag === 0x8825);
  return {
    ifd0: ifd0.map((e) => e.tag),
    gps: gpsPointer ? readIfd(gpsPointer.value).map((e) => e.tag) : [],
    orientation: ifd0.find((e) => e.tag === 0x0112)?.short,
  };
}
