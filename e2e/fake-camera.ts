// A fake camera for Chromium that shows a real ticket's QR code: the QR is
// drawn module by module (QRCode.create gives the matrix) into the Y plane of
// a small Y4M video, which Chromium loops as its only camera
// (--use-file-for-fake-video-capture). No ffmpeg, no image files in the repo.
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
/** White margin around the code, in modules: what a reader needs to find it. */
const QUIET = 4;

/** Write `file` (.y4m): two identical 640×480 frames of the QR code of `text` on white. */
export function writeQrY4m(text: string, file: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const total = modules.size + 2 * QUIET;
  const scale = Math.floor((HEIGHT - 40) / total);
  const left = Math.floor((WIDTH - total * scale) / 2);
  const top = Math.floor((HEIGHT - total * scale) / 2);
  const y = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const x0 = left + (col + QUIET) * scale;
      const y0 = top + (row + QUIET) * scale;
      for (let dy = 0; dy < scale; dy++) y.fill(16, (y0 + dy) * WIDTH + x0, (y0 + dy) * WIDTH + x0 + scale);
    }
  }
  // 4:2:0 chroma at 128: grey, no colour.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
}

/** Chromium flags: a camera that plays `y4m`, allowed without a prompt. */
export const fakeCameraArgs = (y4m: string): string[] => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${y4m}`,
];
