import sharp from 'sharp';

// How far one image is from another on average: the example photos' "before" from their original
// (tests/build/exampleImages.test.ts). Screenshots are compared by tests/visual/compare.ts.

async function decode(image: Buffer) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The mean absolute difference per channel between two images of the same size, 0–255. */
export async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([decode(a), decode(b)]);
  if (left.width !== right.width || left.height !== right.height) {
    throw new Error(`sizes differ: ${left.width}x${left.height} and ${right.width}x${right.height}`);
  }
  let sum = 0;
  left.data.forEach((value, index) => (sum += Math.abs(value - (right.data[index] ?? 0))));
  return sum / left.data.length;
}
