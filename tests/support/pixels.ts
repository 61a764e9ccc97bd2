import sharp from 'sharp';

export interface PixelDifference {
  readonly width: number;
  readonly height: number;
  /** Pixels where some channel differs by more than the threshold. */
  readonly changed: number;
  /** The largest difference of any channel, 0–255. */
  readonly largest: number;
}

async function decode(image: Buffer) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Compares two images of the same size pixel by pixel, after decoding both (PNG, JPEG, …). */
export async function comparePixels(a: Buffer, b: Buffer, threshold: number): Promise<PixelDifference> {
  const [left, right] = await Promise.all([decode(a), decode(b)]);
  if (left.width !== right.width || left.height !== right.height) {
    throw new Error(`sizes differ: ${left.width}x${left.height} and ${right.width}x${right.height}`);
  }
  let changed = 0;
  let largest = 0;
  for (let pixel = 0; pixel < left.data.length; pixel += 3) {
    let difference = 0;
    for (let channel = pixel; channel < pixel + 3; channel += 1) {
      difference = Math.max(difference, Math.abs((left.data[channel] ?? 0) - (right.data[channel] ?? 0)));
    }
    if (difference > threshold) changed += 1;
    largest = Math.max(largest, difference);
  }
  return { width: left.width, height: left.height, changed, largest };
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
